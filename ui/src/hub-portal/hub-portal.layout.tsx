import { getUser } from '../api/session';
import { HubFrame } from '../shell/hub-frame';
import './hub-portal.css';

/** The owner portal frame: the owner's hub name, their name and sign-out. */
export default function HubPortalLayout() {
  const user = getUser();
  return (
    <HubFrame block="hub-portal">
      {user && <span className="hub-portal__user">{user.firstName} {user.lastName}</span>}
    </HubFrame>
  );
}
