import type { Migration } from 'kysely';
import * as m0001 from './0001_marketplace';
import * as m0002 from './0002_accounts';
import * as m0003 from './0003_contact_messages';
import * as m0004 from './0004_orders';
import * as m0005 from './0005_profile_services';
import * as m0006 from './0006_bounded_lists';
import * as m0007 from './0007_category_pages';
import * as m0008 from './0008_order_cards';
import * as m0009 from './0009_order_counts';
import * as m0010 from './0010_order_list_versions';
import * as m0011 from './0011_message_versions';
import * as m0012 from './0012_oidc_browser_binding';
import * as m0013 from './0013_email_changes';
import * as m0014 from './0014_category_people';
import * as m0015 from './0015_signed_in_lists';
import * as m0016 from './0016_mpesa_payments';
import * as m0017 from './0017_languages';
import * as m0018 from './0018_trust';
import * as m0019 from './0019_notifications';
import * as m0020 from './0020_privacy';
import * as m0021 from './0021_availability';
import * as m0022 from './0022_gallery';
import * as m0023 from './0023_search';
import * as m0024 from './0024_notices_given_up';

/** Every migration, in order. Listed here (not read from disk) so they ship with any build. */
export const migrations: Record<string, Migration> = {
  '0001_marketplace': m0001,
  '0002_accounts': m0002,
  '0003_contact_messages': m0003,
  '0004_orders': m0004,
  '0005_profile_services': m0005,
  '0006_bounded_lists': m0006,
  '0007_category_pages': m0007,
  '0008_order_cards': m0008,
  '0009_order_counts': m0009,
  '0010_order_list_versions': m0010,
  '0011_message_versions': m0011,
  '0012_oidc_browser_binding': m0012,
  '0013_email_changes': m0013,
  '0014_category_people': m0014,
  '0015_signed_in_lists': m0015,
  '0016_mpesa_payments': m0016,
  '0017_languages': m0017,
  '0018_trust': m0018,
  '0019_notifications': m0019,
  '0020_privacy': m0020,
  '0021_availability': m0021,
  '0022_gallery': m0022,
  '0023_search': m0023,
  '0024_notices_given_up': m0024,
};
