import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface AuthCardProps {
  titleId: string;
  /** message id of the line under the title */
  subtitleId?: string;
  children: ReactNode;
}

/** The frame of the sign-in screens: one h1, a subtitle and the form on a card. */
export function AuthCard({ titleId, subtitleId, children }: AuthCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <div>
            <Typography variant="h4" component="h1" gutterBottom>
              <FormattedMessage id={titleId} />
            </Typography>
            {subtitleId && (
              <Typography color="text.secondary">
                <FormattedMessage id={subtitleId} />
              </Typography>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
