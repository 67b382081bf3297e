import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionEndTargetAtom } from '@/features/auth';

/**
 * After logout or expiry, goes to the chosen page ('/' or '/login'), and forgets the target only once
 * it is there, so the guard never sees a protected page without a session and a target at the same time.
 */
export function SessionEndNavigator() {
  const [target, setTarget] = useAtom(sessionEndTargetAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!target) return;
    if (pathname === target.split(/[?#]/)[0]) setTarget(null);
    else void navigate(target, { replace: true });
  }, [target, pathname, setTarget, navigate]);
  return null;
}
