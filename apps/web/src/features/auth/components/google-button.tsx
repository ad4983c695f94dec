import { msg } from '@simmer/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { afterLogin } from '../api/after-login';
import { googleRequest } from '../api/auth-api';

interface GoogleId {
  accounts: {
    id: {
      initialize(opts: { client_id: string; callback: (r: { credential?: string }) => void }): void;
      renderButton(el: HTMLElement, opts: Record<string, unknown>): void;
    };
  };
}

let scriptLoading: Promise<void> | null = null;
function loadGoogleScript() {
  scriptLoading ??= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://accounts.google.com/gsi/client';
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('google script'));
    document.head.appendChild(s);
  });
  return scriptLoading;
}

/**
 * Google's own sign-in button. Its credential (an ID token) is verified by the server.
 * Only rendered when the server has a Google client id configured.
 */
export function GoogleButton({
  clientId,
  onDone,
  onError,
  onChallenge,
}: {
  clientId: string;
  onDone?: () => void;
  onError: (m: string) => void;
  /** The account has two-step sign-in on: its code comes next. */
  onChallenge?: (token: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    loadGoogleScript()
      .then(() => {
        const google = (window as unknown as { google?: GoogleId }).google;
        if (cancelled || !google || !ref.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            if (!credential) return; // a closed popup shows nothing
            try {
              const answer = await googleRequest(credential);
              if ('two_step_token' in answer) return onChallenge?.(answer.two_step_token);
              const target = await afterLogin(answer);
              onDone?.();
              if (target) navigate(target, { replace: true });
            } catch (error) {
              const text = error instanceof ApiError ? error.message : msg.somethingWentWrong;
              onError(/cookies/i.test(text) ? msg.enableCookies : text);
            }
          },
        });
        google.accounts.id.renderButton(ref.current, {
          theme: 'outline',
          size: 'large',
          width: 300,
          text: 'continue_with',
        });
      })
      .catch(() => onError(msg.enableCookies));
    return () => {
      cancelled = true;
    };
  }, [clientId, navigate, onDone, onError, onChallenge]);
  return <div ref={ref} style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />;
}
