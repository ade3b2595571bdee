import { Collapsible } from '../../components/Collapsible';
import { NotAvailableYet } from '../../components/NotAvailableYet';
import { BotChannelStatus } from './BotChannelStatus';
import { TextReplies } from './TextReplies';

export function TwitchSettingsPage() {
  return (
    <article className="page">
      <h1>Twitch</h1>
      <Collapsible title="Twitch Settings">
        <p>When the bot is in your channel it reads chat and answers your commands.</p>
        <BotChannelStatus />
      </Collapsible>
      <Collapsible title="Chat Account" open={false}>
        <NotAvailableYet what="let the bot speak as an account of your choice." />
      </Collapsible>
      <Collapsible title="Periodic Announcements" open={false}>
        <NotAvailableYet what="messages the bot posts every few minutes while you are live." />
      </Collapsible>
      <Collapsible title="Channel Point Redemption: Replies">
        <TextReplies />
      </Collapsible>
      <Collapsible title="Channel Point Redemption: Incrementor" open={false}>
        <NotAvailableYet what="a counter that goes up with each redemption of a reward." />
      </Collapsible>
    </article>
  );
}
