import { pageTitle } from '@camping/domain/site/page-title';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { EmailSection } from './email-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';

export default function MyDetailsPage() {
  return (
    <>
      <PageMeta title={pageTitle('My Details')} />
      <ProfileSection />
      <EmailSection />
      <PasswordSection />
      <DeleteAccountSection />
    </>
  );
}
