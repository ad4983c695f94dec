import { Modal } from '@mantine/core';
import { useLocation } from 'react-router';
import { authModal, useAuthModal } from '../../../lib/auth-modal';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

/** The login and sign-up modals opened from the logged-out header or a premium item. */
export function AuthModals() {
  const { pathname } = useLocation();
  // The login and sign-up pages carry the form themselves (with the intent's reason).
  const onFormPage = /^\/(login|sign-up|create-account)\/?$/.test(pathname);
  const modal = useAuthModal();
  const open = onFormPage ? null : modal;
  return (
    <>
      <Modal opened={open === 'login'} onClose={authModal.close} title="Log in" centered>
        <LoginForm onDone={authModal.close} onSignUp={() => authModal.open('signup')} />
      </Modal>
      <Modal
        opened={open === 'signup'}
        onClose={authModal.close}
        title="Create your account"
        centered
        size="lg"
      >
        <SignUpForm onDone={authModal.close} onLogin={() => authModal.open('login')} />
      </Modal>
    </>
  );
}
