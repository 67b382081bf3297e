import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { PageShell } from '@/lib/ui/page-shell';
import { CONTENT_PAGES, type ContentPageId } from '../content-pages';
import {
  ContactChannels,
  LoyaltyTiers,
  ReferralRewards,
  ServiceCategories,
  StorageTable,
} from '../components/content-extras';

/** A static page: title, intro, sections and links, all from the catalogs (pages.{page}.*). */
export function ContentPage({ page }: { page: ContentPageId }) {
  const config = CONTENT_PAGES[page];
  return (
    <PageShell
      titleId={`pages.${page}.title`}
      introId={`pages.${page}.intro`}
      links={[...config.links]}
    >
      {config.sections.map((section) => (
        <Box component="section" key={section} aria-labelledby={`${page}-${section}`}>
          <Typography id={`${page}-${section}`} variant="h5" component="h2" gutterBottom>
            <FormattedMessage id={`pages.${page}.${section}.title`} />
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>
            <FormattedMessage id={`pages.${page}.${section}.body`} />
          </Typography>
        </Box>
      ))}
      {config.extra === 'storageTable' && <StorageTable />}
      {config.extra === 'serviceCategories' && <ServiceCategories />}
      {config.extra === 'loyaltyTiers' && <LoyaltyTiers />}
      {config.extra === 'referralRewards' && <ReferralRewards />}
      {config.extra === 'contactChannels' && (
        <ContactChannels subjectId={`pages.${page}.emailSubject`} />
      )}
    </PageShell>
  );
}

export default ContentPage;
