import type { ReactNode } from 'react';
import BrushRounded from '@mui/icons-material/BrushRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import FaceRetouchingNaturalRounded from '@mui/icons-material/FaceRetouchingNaturalRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import { SERVICE_MENUS, type ServiceMenuId } from '@/domain/constants';

/** The four menus in their order, each with its icon. */
export const CATEGORIES = Object.keys(SERVICE_MENUS) as ServiceMenuId[];

export const ICONS: Record<ServiceMenuId, ReactNode> = {
  hairServices: <ContentCutRounded />,
  nailServices: <BrushRounded />,
  bodyServices: <SpaRounded />,
  faceServices: <FaceRetouchingNaturalRounded />,
};
