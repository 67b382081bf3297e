import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import BrushRounded from '@mui/icons-material/BrushRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import Face6Rounded from '@mui/icons-material/Face6Rounded';
import FaceRetouchingNaturalRounded from '@mui/icons-material/FaceRetouchingNaturalRounded';
import SelfImprovementRounded from '@mui/icons-material/SelfImprovementRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { navigationClickHandler } from '../AppLink/AppLink';
import type { NavigationProps } from '../types';

export interface CategoryCardProps extends NavigationProps {
  /** Category id, e.g. a HOME_CATEGORIES value; picks the default icon. */
  id: string;
  title: string;
  description?: string;
  /** Small caption, e.g. "120+ venues". */
  caption?: string;
  /** Overrides the default icon for the id. */
  icon?: ReactNode;
  imageUrl?: string;
  /** Where the card leads (the app's search link for the category). */
  href: string;
  onSelect?: (id: string) => void;
}

const ICONS: Record<string, ReactNode> = {
  haircut: <ContentCutRounded />,
  nails: <BrushRounded />,
  spa: <SpaRounded />,
  barbershop: <Face6Rounded />,
  skincare: <FaceRetouchingNaturalRounded />,
  massage: <SelfImprovementRounded />,
};

/** A category tile linking to the search page. */
export function CategoryCard({
  id,
  title,
  description,
  caption,
  icon,
  imageUrl,
  href,
  onSelect,
  linkComponent,
  onNavigate,
}: CategoryCardProps) {
  return (
    <Card
      sx={(t) => ({
        height: '100%',
        transition: t.transitions.create(['box-shadow', 'transform', 'border-color'], {
          duration: t.transitions.duration.short,
        }),
        '&:hover': {
          boxShadow: (t.vars ?? t).palette.shadow.cardHover,
          transform: t.accessibility.reducedMotion ? 'none' : 'translateY(-2px)',
          borderColor: (t.vars ?? t).palette.border.strong,
        },
        '&:hover .category-arrow': {
          transform: t.accessibility.reducedMotion ? 'none' : 'translateX(3px)',
        },
      })}
    >
      <CardActionArea
        component={linkComponent ?? 'a'}
        href={href}
        onClick={(e: MouseEvent<HTMLElement>) => {
          onSelect?.(id);
          navigationClickHandler(href, onNavigate)(e);
        }}
        sx={{
          height: '100%',
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1.5,
        }}
        data-testid={`category-card-${id}`}
      >
        {imageUrl ? (
          <Box
            component="img"
            src={imageUrl}
            alt=""
            sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2 }}
          />
        ) : (
          <Box
            aria-hidden="true"
            sx={(t) => {
              const p = (t.vars ?? t).palette;
              return {
                width: 52,
                height: 52,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: p.surface.brandSoft,
                color: p.surface.brandSoftText,
                ...(t.accessibility.highContrast ? { border: `2px solid ${p.text.primary}` } : {}),
                '& svg': { fontSize: 28 },
              };
            }}
          >
            {icon ?? ICONS[id] ?? <AutoAwesomeRounded />}
          </Box>
        )}
        <Box sx={{ flex: 1 }}>
          <Typography component="h3" variant="h6">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            width: '100%',
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {caption}
          </Typography>
          <ArrowForwardRounded
            className="category-arrow"
            aria-hidden="true"
            fontSize="small"
            sx={(t) => ({
              color: 'primary.main',
              transition: t.transitions.create('transform', {
                duration: t.transitions.duration.short,
              }),
            })}
          />
        </Box>
      </CardActionArea>
    </Card>
  );
}
