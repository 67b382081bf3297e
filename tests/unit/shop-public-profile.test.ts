import { describe, expect, it } from 'vitest';
import {
  EMPTY_PUBLIC_PROFILE,
  hasPublicProfile,
  publicProfileOf,
  shopLinksOf,
} from '@/domain/shop-public-profile';

describe('the public shop profile', () => {
  it('keeps only what a customer may see: http(s) links, known payments, filled tags, sane years', () => {
    const profile = publicProfileOf({
      website: 'javascript:alert(1)',
      instagram: '@aurora.salon',
      socialLinks: {
        facebook: 'https://facebook.com/aurora',
        youtube: 'ftp://videos.example/aurora',
        x: 'data:text/html,<script>1</script>',
        myspace: 'https://myspace.com/aurora',
      },
      specialties: ['Balayage', '  ', 7, ' Keratin '],
      languages: 'Italiano',
      paymentMethods: ['cash', 'cheque', 'card'],
      certifications: null,
      awards: ['Best of Monti'],
      yearsOfExperience: 3.5,
    });
    expect(profile).toEqual({
      ...EMPTY_PUBLIC_PROFILE,
      instagram: 'aurora.salon',
      socialLinks: { ...EMPTY_PUBLIC_PROFILE.socialLinks, facebook: 'https://facebook.com/aurora' },
      specialties: ['Balayage', 'Keratin'],
      paymentMethods: ['cash', 'card'],
      awards: ['Best of Monti'],
    });
  });

  it('lists the links website first, Instagram as the username, each checked again', () => {
    const links = shopLinksOf({
      ...EMPTY_PUBLIC_PROFILE,
      website: 'https://www.aurora.example/it',
      instagram: 'aurora.salon',
      socialLinks: {
        ...EMPTY_PUBLIC_PROFILE.socialLinks,
        instagram: 'https://instagram.com/someone-else',
        tiktok: 'https://tiktok.com/@aurora',
        facebook: 'javascript:alert(1)',
      },
    });
    expect(links).toEqual([
      { kind: 'website', href: 'https://www.aurora.example/it', text: 'aurora.example' },
      {
        kind: 'instagram',
        href: 'https://www.instagram.com/aurora.salon/',
        text: '@aurora.salon',
      },
      { kind: 'tiktok', href: 'https://tiktok.com/@aurora', text: 'tiktok.com' },
    ]);
  });

  it('has nothing to show when nothing is filled in', () => {
    expect(hasPublicProfile(EMPTY_PUBLIC_PROFILE)).toBe(false);
    expect(hasPublicProfile({ ...EMPTY_PUBLIC_PROFILE, yearsOfExperience: 2 })).toBe(true);
    expect(hasPublicProfile({ ...EMPTY_PUBLIC_PROFILE, website: 'javascript:alert(1)' })).toBe(
      false,
    );
  });
});
