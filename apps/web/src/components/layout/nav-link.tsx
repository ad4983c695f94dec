import { UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import classes from './header.module.css';

/** True on the link's page, the pages under it and the `also` pages of the same section. */
export function isSectionActive(pathname: string, to: string, also: readonly string[] = []) {
  return [to, ...also].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function HeaderLink({ to, label, also }: { to: string; label: string; also?: readonly string[] }) {
  const { pathname } = useLocation();
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.link}
      aria-current={isSectionActive(pathname, to, also) ? 'page' : undefined}
    >
      {label}
    </UnstyledButton>
  );
}
