import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import { SALES_PERIODS } from '@/domain/sales';
import { SALES_EXPORT_FORMATS, type SalesExportFormat } from '@/domain/sales-report';
import { salesRangeQuerySchema } from '@/domain/sales-schema';
import { errorText } from '@/lib/error-text';
import type { SalesRangeParams } from '../sales-range';
import { ReportProgressView } from './report-progress-view';
import { useReportDownload } from './use-report-download';

type Choice = SalesRangeParams['period'];
const CHOICES: Choice[] = [...SALES_PERIODS, 'custom'];

/**
 * The report's choices (spec 03 §7 Sales "export"; issue 16 "Reports"): a format, and the period shown on the
 * screen that opened it or two dates (checked by the server's own rule before anything is asked). Then the
 * download with its progress, a stop, a retry after a failure, and the saved file's link.
 */
export function SalesExportDialog({
  shopId,
  range,
  onClose,
}: {
  shopId: string;
  /** the period the screen shows, chosen to begin with */
  range: SalesRangeParams;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const { state, start, reset } = useReportDownload();
  const [format, setFormat] = useState<SalesExportFormat>('csv');
  const [choice, setChoice] = useState<Choice>(range.period);
  const [from, setFrom] = useState(range.period === 'custom' ? range.startDate : '');
  const [to, setTo] = useState(range.period === 'custom' ? range.endDate : '');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const receiving = state.status === 'receiving';

  /** a changed choice makes the last outcome stale */
  const changed = () => {
    if (state.status === 'saved' || state.status === 'failed') reset();
  };

  const chosenRange = (): SalesRangeParams | null => {
    if (choice !== 'custom') return { period: choice };
    try {
      salesRangeQuerySchema.validateSync({ startDate: from, endDate: to }, { abortEarly: true });
      if (!from || !to) throw new ValidationError('sales.rangeInvalid');
      return { period: 'custom', startDate: from, endDate: to };
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      setRangeError(failure.message);
      return null;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = chosenRange();
    if (!chosen) return;
    setRangeError(null);
    void start({ shopId, range: chosen, format });
  };

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('sales.export.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={submit}>
          <Typography variant="body2" color="text.secondary">
            {t('sales.export.hint')}
          </Typography>
          <FormControl component="fieldset" disabled={receiving}>
            <FormLabel component="legend">{t('sales.export.format')}</FormLabel>
            <RadioGroup
              name={`${formId}-format`}
              value={format}
              onChange={(_, next) => {
                setFormat(next as SalesExportFormat);
                changed();
              }}
            >
              {SALES_EXPORT_FORMATS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`sales.export.format.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl component="fieldset" disabled={receiving}>
            <FormLabel component="legend">{t('sales.export.period')}</FormLabel>
            <RadioGroup
              row
              name={`${formId}-period`}
              value={choice}
              onChange={(_, next) => {
                setChoice(next as Choice);
                setRangeError(null);
                changed();
              }}
            >
              {CHOICES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`sales.period.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {choice === 'custom' && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <TextField
                type="date"
                size="small"
                label={t('sales.export.from')}
                value={from}
                disabled={receiving}
                onChange={(event) => {
                  setFrom(event.target.value);
                  changed();
                }}
                error={Boolean(rangeError)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: '1 1 10rem' }}
              />
              <TextField
                type="date"
                size="small"
                label={t('sales.export.to')}
                value={to}
                disabled={receiving}
                onChange={(event) => {
                  setTo(event.target.value);
                  changed();
                }}
                error={Boolean(rangeError)}
                helperText={rangeError ? t(rangeError) : undefined}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: '1 1 10rem' }}
              />
            </Box>
          )}
          {state.status === 'receiving' && (
            <ReportProgressView
              fileName={state.fileName}
              received={state.received}
              total={state.total}
            />
          )}
          {state.status === 'saved' && (
            <Alert severity="success" role="status">
              {intl.formatMessage(
                { id: 'sales.export.done' },
                {
                  file: (
                    <Link
                      href={state.url}
                      download={state.fileName}
                      sx={{ wordBreak: 'break-all' }}
                    >
                      {state.fileName}
                    </Link>
                  ),
                },
              )}
            </Alert>
          )}
          {state.status === 'failed' && (
            <Alert severity="error" role="alert">
              {errorText(state.error, intl, 'sales.exportFailed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} color="inherit">
          {t(state.status === 'saved' ? 'sales.export.close' : 'sales.export.cancel')}
        </Button>
        {receiving ? (
          <Button onClick={reset} variant="outlined" color="warning">
            {t('sales.export.stop')}
          </Button>
        ) : state.status === 'failed' ? (
          <Button onClick={() => void start(state.request)} variant="contained">
            {t('sales.export.retry')}
          </Button>
        ) : (
          <Button type="submit" form={formId} variant="contained">
            {t('sales.export.download')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
