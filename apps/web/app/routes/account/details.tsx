import { pageTitle } from '@camping/domain/site/page-title';
import { DeleteAccountSection } from '../../components/account/details/delete-account-section.tsx';
import { EmailSection } from '../../components/account/details/email-section.tsx';
import { PasswordSection } from '../../components/account/details/password-section.tsx';
import { ProfileSection } from '../../components/account/details/profile-form.tsx';
import { PageMeta } from '../../components/page-meta.tsx';

export default function MyDetails() {
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
