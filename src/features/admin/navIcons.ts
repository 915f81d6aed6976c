import type SvgIcon from '@mui/material/SvgIcon';
import ArticleIcon from '@mui/icons-material/Article';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import InboxIcon from '@mui/icons-material/Inbox';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyIcon from '@mui/icons-material/Key';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import type { AdminNavKey } from '../../config/adminScreens';

/**
 * The icon of each navigation entry of the screens' table (src/config/adminScreens.ts). Kept in the
 * admin area's own code, not in the table, so that the public pages, which read the table's links,
 * never carry the icons; the type asks for one per entry.
 */
export const navIcons: Record<AdminNavKey, typeof SvgIcon> = {
  dashboard: DashboardIcon,
  services: MiscellaneousServicesIcon,
  packages: Inventory2Icon,
  inquiries: InboxIcon,
  bookings: EventSeatIcon,
  lessons: DirectionsCarIcon,
  content: ArticleIcon,
  cities: LocationCityIcon,
  instructors: SchoolIcon,
  partners: GroupAddIcon,
  settings: SettingsIcon,
  password: KeyIcon,
};
