/** @jsxImportSource wp-element */
/**
 * The settings screens of declared fields (includes/Admin/SettingsPage.php) that draw no kind of
 * their own: Overview, Tracking, Takeover, Behaviour, Usage sharing, Data.
 */
import { mountScreen } from './screen';
import { SettingsScreen, type ScreenData } from './declared';

mountScreen<ScreenData>((start) => <SettingsScreen start={start} />);
