import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@/domain/shop-profile';
import {
  hasPublicProfile,
  shopLinksOf,
  type ShopLinkKind,
  type ShopPublicProfile,
} from '@/domain/shop-public-profile';
import { visuallyHidden } from '../../a11y/visually-hidden';
import { DetailsRow, DetailsSection } from './DetailsSection';

/** The texts of the shop's profile part of the details (handed in by the app). */
export interface ShopProfileLabels {
  /** the part's heading: "Good to know" */
  heading: string;
  experience: string;
  /** "{count} years" */
  years: (count: number) => string;
  specialties: string;
  languages: string;
  paymentMethods: string;
  payment: Record<PaymentMethod, string>;
  certifications: string;
  awards: string;
  /** the name of each kind of link: Website, Facebook, Instagram, … */
  links: Record<ShopLinkKind, string>;
  /** read after a link's text: "(opens in a new tab)" */
  opensInNewTab: string;
}

const chipList = { listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 };
const lineList = { m: 0, pl: 2.5 };

function Chips({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={chipList}>
      {items.map((item) => (
        <li key={item}>
          <Chip label={item} size="small" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}

function Lines({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={lineList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

/**
 * What the owner wrote about the shop beyond contact and hours (spec 03 "Shop profile"): experience,
 * specialties, languages, payment, certifications, awards and the shop's links. Only what is filled in is
 * shown, and nothing at all when nothing is; links are http(s) only and open in a new tab without the opener.
 */
export function ShopProfileFacts({
  profile,
  labels,
}: {
  profile: ShopPublicProfile;
  labels: ShopProfileLabels;
}) {
  const intl = useIntl();
  if (!hasPublicProfile(profile)) return null;
  const links = shopLinksOf(profile);
  return (
    <DetailsSection title={labels.heading}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {profile.yearsOfExperience !== null ? (
          <DetailsRow term={labels.experience} value={labels.years(profile.yearsOfExperience)} />
        ) : null}
        {profile.specialties.length > 0 ? (
          <DetailsRow term={labels.specialties} value={<Chips items={profile.specialties} />} />
        ) : null}
        {profile.languages.length > 0 ? (
          <DetailsRow
            term={labels.languages}
            value={intl.formatList(profile.languages, { type: 'conjunction' })}
          />
        ) : null}
        {profile.paymentMethods.length > 0 ? (
          <DetailsRow
            term={labels.paymentMethods}
            value={<Chips items={profile.paymentMethods.map((m) => labels.payment[m])} />}
          />
        ) : null}
        {profile.certifications.length > 0 ? (
          <DetailsRow
            term={labels.certifications}
            value={<Lines items={profile.certifications} />}
          />
        ) : null}
        {profile.awards.length > 0 ? (
          <DetailsRow term={labels.awards} value={<Lines items={profile.awards} />} />
        ) : null}
        {links.map((link) => (
          <DetailsRow
            key={link.kind}
            term={labels.links[link.kind]}
            value={
              <Link href={link.href} target="_blank" rel="noopener noreferrer">
                {link.text}{' '}
                <Box component="span" sx={visuallyHidden}>
                  {labels.opensInNewTab}
                </Box>
              </Link>
            }
          />
        ))}
      </Box>
    </DetailsSection>
  );
}
