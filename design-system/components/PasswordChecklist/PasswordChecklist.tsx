import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { passwordChecks, type PasswordChecks } from '@/domain/auth';
import { visuallyHidden } from '../../a11y/visually-hidden';

export type PasswordCheckKey = keyof PasswordChecks;
export const PASSWORD_CHECK_KEYS: readonly PasswordCheckKey[] = [
  'length',
  'uppercase',
  'lowercase',
  'digit',
];

export interface PasswordChecklistLabels {
  /** Heading of the list, e.g. "Your password needs". */
  title: string;
  /** One text per requirement, e.g. length: "At least 8 characters". */
  items: Record<PasswordCheckKey, string>;
  /** Screen-reader suffix for a met item, e.g. "met". */
  met: string;
  /** Screen-reader suffix for an unmet item, e.g. "not met". */
  unmet: string;
}

export interface PasswordChecklistProps {
  /** The password being typed; the four checks come from `passwordChecks()` (src/domain/auth). */
  password: string;
  labels: PasswordChecklistLabels;
  /** id of the list, so a field can point at it with aria-describedby. */
  id?: string;
}

/**
 * The live checklist of the four password requirements (8+ characters, uppercase, lowercase, digit):
 * each item shows met or unmet with an icon and colour and says so to screen readers; changes are
 * announced politely.
 */
export function PasswordChecklist({ password, labels, id }: PasswordChecklistProps) {
  const ownId = useId();
  const listId = id ?? `${ownId}-list`;
  const titleId = `${listId}-title`;
  const checks = passwordChecks(password);
  return (
    <Box>
      <Typography id={titleId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {labels.title}
      </Typography>
      <Box
        component="ul"
        id={listId}
        aria-labelledby={titleId}
        aria-live="polite"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
      >
        {PASSWORD_CHECK_KEYS.map((key) => {
          const met = checks[key];
          const Icon = met ? CheckCircle : RadioButtonUnchecked;
          return (
            <Box
              component="li"
              key={key}
              data-check={key}
              data-met={met}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: met ? 'success.main' : 'text.secondary',
              }}
            >
              <Icon fontSize="small" aria-hidden />
              <Typography variant="body2" component="span" sx={{ color: 'inherit' }}>
                {labels.items[key]}
                <Box component="span" sx={visuallyHidden}>
                  {`: ${met ? labels.met : labels.unmet}`}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
