// Moderation on the simulated Twitch (dev mode and the Simulator): each action is listed, as a
// moderator's log would show it, and the simulated chat shows it as Twitch's chat does: a deleted line
// struck through, a timeout or ban as Twitch's own notice (its lines cleared).
import type { ModerationRequest, ModerationResult } from '../../integrations/twitch/moderation-requests';
import type { SimulatedChatLog } from './simulated-chat-log';

export type SimulatedModerationAction = {
  action: ModerationRequest['kind'];
  user: string;
  reason: string;
  duration?: number;
  messageId?: string;
  at: number;
};

const storageKey = 'simulatedModeration';
/** The list keeps the newest actions only, like the simulated chat. */
const simulatedActionsLimit = 200;

export class SimulatedModeration {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly chatLog: SimulatedChatLog,
  ) {}

  /** What the bot did, oldest first. */
  async actions(): Promise<SimulatedModerationAction[]> {
    return (await this.storage.get<SimulatedModerationAction[]>(storageKey)) ?? [];
  }

  async moderate(request: ModerationRequest): Promise<ModerationResult> {
    const at = Date.now();
    const user = request.userLogin;
    const action: SimulatedModerationAction = {
      action: request.kind,
      user,
      reason: 'reason' in request ? request.reason : '',
      at,
      ...(request.kind === 'timeout' && { duration: request.duration }),
      ...(request.kind === 'delete' && { messageId: request.messageId }),
    };
    await this.storage.put(storageKey, [...(await this.actions()), action].slice(-simulatedActionsLimit));
    switch (request.kind) {
      case 'delete':
        await this.chatLog.markDeleted({ messageId: request.messageId });
        break;
      case 'timeout':
        await this.chatLog.markDeleted({ user });
        await this.chatLog.appendNotice(
          `${user} has been timed out for ${request.duration} seconds. (${request.reason})`,
          at,
        );
        break;
      case 'ban':
        await this.chatLog.markDeleted({ user });
        await this.chatLog.appendNotice(`${user} has been banned. (${request.reason})`, at);
        break;
      case 'unban':
        await this.chatLog.appendNotice(`${user} may chat again: their timeout or ban was lifted.`, at);
        break;
      case 'warn':
        await this.chatLog.appendNotice(`${user} has been warned. (${request.reason})`, at);
        break;
    }
    return { ok: true };
  }
}
