import { UnstyledButton } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import classes from './header.module.css';

export function HeaderLink({ to, label }: { to: string; label: string }) {
  return (
    <UnstyledButton component={RouterNavLink} to={to} className={classes.link}>
      {label}
    </UnstyledButton>
  );
}
