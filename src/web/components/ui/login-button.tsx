// Sign In / Get Started Free: a button that submits a GET form to the server's login, so it works
// the moment a prerendered page is on screen, before the scripts have loaded and hydrated it
// (a plain onClick would do nothing until then).
import { serverPaths } from '../../../contracts/web-routes.js';
import { Button, type ButtonProps } from './button.js';

export function LoginButton(props: Omit<ButtonProps, 'type' | 'onClick'>) {
  return (
    <form method="get" action={serverPaths.login} className="contents">
      <Button type="submit" {...props} />
    </form>
  );
}
