import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** Small label above the title. */
  eyebrow?: string;
  /** Right-aligned action (e.g. a "View all" link). */
  action?: ReactNode;
  level?: 1 | 2 | 3;
  align?: 'left' | 'center';
  id?: string;
}

const VARIANT = { 1: 'h2', 2: 'h3', 3: 'h5' } as const;

export function SectionHeading({
  title,
  subtitle,
  eyebrow,
  action,
  level = 2,
  align = 'left',
  id,
}: SectionHeadingProps) {
  const center = align === 'center';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: center ? 'column' : 'row' },
        alignItems: { xs: center ? 'center' : 'flex-start', sm: center ? 'center' : 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 3, md: 4 },
        textAlign: center ? 'center' : 'left',
      }}
    >
      <Box sx={{ maxWidth: 720 }}>
        {eyebrow ? (
          <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 0.5 }}>
            {eyebrow}
          </Typography>
        ) : null}
        <Typography
          id={id}
          component={`h${level}`}
          variant={VARIANT[level]}
          sx={{ fontSize: level === 1 ? { xs: '2rem', md: '2.75rem' } : undefined }}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body1" color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {action ? <Box sx={{ flex: 'none' }}>{action}</Box> : null}
    </Box>
  );
}

export interface PageSectionProps extends Omit<SectionHeadingProps, 'title' | 'id'> {
  title?: string;
  children?: ReactNode;
  /** Section id; the heading gets `${id}-title` and labels the section. */
  id?: string;
  /** Tinted background band. */
  tone?: 'default' | 'muted' | 'brand';
  /** Max content width (default 'lg'). */
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A page band with an optional heading; the heading labels the section landmark. */
export function PageSection({
  title,
  children,
  id,
  tone = 'default',
  maxWidth = 'lg',
  ...heading
}: PageSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title && headingId ? headingId : undefined}
      sx={(t) => {
        const p = (t.vars ?? t).palette;
        return {
          py: { xs: 5, md: 8 },
          bgcolor:
            tone === 'muted'
              ? p.surface.muted
              : tone === 'brand'
                ? p.surface.brandSoft
                : 'transparent',
          ...(t.accessibility.highContrast && tone !== 'default'
            ? { borderBlock: `2px solid ${p.border.strong}` }
            : {}),
        };
      }}
    >
      <Container maxWidth={maxWidth}>
        {title ? <SectionHeading title={title} id={headingId} {...heading} /> : null}
        {children}
      </Container>
    </Box>
  );
}
