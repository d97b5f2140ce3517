import { html, json } from '../http/reply';
import { outboxPage } from '../pages/outbox-page';
import { control } from './control-route';

export const outboxControls = [
  // ?to= narrows both lists to one mobile number or e-mail address.
  control('GET', '/outbox', ({ query, deps }) => {
    const to = query.get('to');
    const { sms, emails } = deps.store;
    return json(200, {
      sms: to ? sms.filter((message) => message.to === to) : sms,
      emails: to ? emails.filter((email) => email.to === to) : emails,
    });
  }),
  control('GET', '/outbox.html', ({ deps }) => html(200, outboxPage(deps.store.sms, deps.store.emails))),
];
