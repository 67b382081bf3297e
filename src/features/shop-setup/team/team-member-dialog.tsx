import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useFormik } from 'formik';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '@/domain/limits';
import type { WorkingHours } from '@/domain/shop';
import {
  TEAM_LIMITS,
  type StaffColour,
  type TeamMember,
  type TeamService,
} from '@/domain/shop-team';
import { TeamColourField } from './team-colour-field';
import { TeamHoursEditor } from './team-hours-editor';
import { TeamPhotoField } from './team-photo-field';
import { TeamTimeOffEditor } from './team-time-off-editor';
import {
  teamFormValuesOf,
  teamInputOf,
  validateTeamForm,
  type TeamFormValues,
} from './team-form-values';

export interface TeamMemberDialogProps {
  open: boolean;
  /** null: a new person */
  member: TeamMember | null;
  services: readonly TeamService[];
  shopHours: WorkingHours | null;
  /** a new person's colour until the owner picks one (the team's next default) */
  defaultColour: StaffColour;
  /** the save is under way */
  saving: boolean;
  /** the last save's failure, as text */
  error?: string | null;
  /** the photo chosen (uploaded after the save for a new person) and its progress, 0…1 */
  photo: { file: File | null; progress: number | null };
  onPhotoChange: (file: File | null) => void;
  onSave: (input: ReturnType<typeof teamInputOf>) => void;
  onClose: () => void;
}

/**
 * Add or edit a person: name, role in English and Italian, photo, the services they perform, their own week or
 * the shop's, and their time off. Validated with the server's schema (src/domain/shop-team.ts).
 */
export function TeamMemberDialog(props: TeamMemberDialogProps) {
  const { open, member, services, shopHours, saving, error, onSave, onClose } = props;
  const intl = useIntl();
  const formId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const formik = useFormik<TeamFormValues>({
    initialValues: teamFormValuesOf(member, shopHours, props.defaultColour),
    enableReinitialize: true,
    validate: validateTeamForm,
    onSubmit: (values) => onSave(teamInputOf(values)),
  });
  const text = (id: string) => intl.formatMessage({ id });
  const fieldError = (name: 'name' | 'roleEn' | 'roleIt') => {
    const message =
      formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
    return typeof message === 'string' ? text(message) : undefined;
  };
  const toggleService = (id: string, on: boolean) =>
    void formik.setFieldValue(
      'serviceIds',
      on ? [...formik.values.serviceIds, id] : formik.values.serviceIds.filter((s) => s !== id),
    );
  const servicesError =
    typeof formik.errors.serviceIds === 'string' ? text(formik.errors.serviceIds) : undefined;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${formId}-title`}
    >
      <DialogTitle id={`${formId}-title`}>
        <FormattedMessage id={member ? 'shopSetup.team.editTitle' : 'shopSetup.team.addTitle'} />
      </DialogTitle>
      {/* focusable: while saving every field is disabled and the content must still scroll from the keyboard */}
      <DialogContent dividers tabIndex={0}>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2.5}
          onSubmit={(event) => {
            event.preventDefault();
            formik.handleSubmit();
          }}
        >
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            name="name"
            label={text('shopSetup.team.name')}
            required
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            disabled={saving}
            error={Boolean(fieldError('name'))}
            helperText={fieldError('name')}
            slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['roleEn', 'roleIt'] as const).map((name) => (
              <TextField
                key={name}
                name={name}
                fullWidth
                label={text(`shopSetup.team.${name}`)}
                value={formik.values[name]}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                disabled={saving}
                error={Boolean(fieldError(name))}
                helperText={fieldError(name)}
                slotProps={{ htmlInput: { maxLength: TEAM_LIMITS.role } }}
              />
            ))}
          </Stack>
          <TeamPhotoField
            current={member?.photo ?? null}
            file={props.photo.file}
            progress={props.photo.progress}
            disabled={saving}
            onChange={props.onPhotoChange}
          />
          <TeamColourField
            value={formik.values.colour}
            disabled={saving}
            onChange={(colour) => void formik.setFieldValue('colour', colour)}
          />
          <Divider />
          <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1">
              <FormattedMessage id="shopSetup.team.services" />
            </Typography>
            <FormControlLabel
              control={
                <Checkbox
                  checked={formik.values.allServices}
                  disabled={saving}
                  onChange={(event) =>
                    void formik.setFieldValue('allServices', event.target.checked)
                  }
                />
              }
              label={text('shopSetup.team.allServices')}
            />
            {!formik.values.allServices && (
              <FormGroup sx={{ pl: 3 }}>
                {services.map((service) => (
                  <FormControlLabel
                    key={service.id}
                    control={
                      <Checkbox
                        checked={formik.values.serviceIds.includes(service.id)}
                        disabled={saving}
                        onChange={(event) => toggleService(service.id, event.target.checked)}
                      />
                    }
                    label={service.name}
                  />
                ))}
              </FormGroup>
            )}
            {servicesError && (
              <Typography color="error" variant="body2">
                {servicesError}
              </Typography>
            )}
          </Stack>
          <Divider />
          <TeamHoursEditor formik={formik} disabled={saving} />
          <Divider />
          <TeamTimeOffEditor formik={formik} disabled={saving} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          <FormattedMessage id="shopSetup.team.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving}>
          <FormattedMessage id={saving ? 'shopSetup.team.saving' : 'shopSetup.team.save'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
