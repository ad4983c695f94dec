import { Modal } from '@mantine/core';
import { authModal, useAuthModal } from '../../../lib/auth-modal';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

/** The login and sign-up modals opened from the logged-out header or a premium item. */
export function AuthModals() {
  const open = useAuthModal();
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
