import { pageTitle } from '@camping/domain/page-title';
import { DeleteAccountSection } from '../../components/account/details/delete-account-section.tsx';
import { EmailSection } from '../../components/account/details/email-section.tsx';
import { PasswordSection } from '../../components/account/details/password-section.tsx';
import { ProfileSection } from '../../components/account/details/profile-form.tsx';
import type { AccountPageHandle } from './account.tsx';

export const handle: AccountPageHandle = { heading: 'My Details' };

export function meta() {
  return [{ title: pageTitle('My Details') }];
}

export default function MyDetails() {
  return (
    <>
      <ProfileSection />
      <EmailSection />
      <PasswordSection />
      <DeleteAccountSection />
    </>
  );
}
