import type { components } from '../../../contract/generated/openapi.gen';
import type { MyEntry, OfficeLine } from './domain';

type Schemas = components['schemas'];

export const toApiEntry = (e: MyEntry): Schemas['WaitlistEntry'] => ({
  id: e.id,
  package_date_id: e.package_date_id,
  package_id: e.package_id,
  package_name: { en: e.en_name, fr: e.fr_name, ar: e.ar_name },
  first_date: e.first_date,
  status: e.status,
  position: e.status === 'waiting' ? Number(e.ahead) + 1 : null,
  offer_expires_at: e.status === 'offered' ? e.offer_expires_at : null,
});

export const toApiLine = (line: OfficeLine): Schemas['AdminWaitlistResponse']['data'] => ({
  package_date_id: line.date.id,
  capacity: line.date.capacity,
  seats_taken: line.seatsTaken,
  entries: line.entries.map((e) => ({
    id: e.id,
    student: { id: e.user_id, name: e.name, email: e.email },
    status: e.status,
    position: e.place,
    joined_at: e.joined_at,
    offered_at: e.offered_at,
    offer_expires_at: e.offer_expires_at,
    closed_at: e.closed_at,
    booking_id: e.booking_id,
  })),
});
