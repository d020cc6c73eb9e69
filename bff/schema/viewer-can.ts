// The `viewerCan` objects: what the viewer may do on an object, one Boolean per action. The registry answers them
// (`viewer_can`) from the same rules its write endpoints enforce, so a client renders its buttons from them and
// the write agrees; `true` means the write is not refused for permission (its input can still be refused).
import { builder } from '../builder.ts';

export interface Action<Json> {
  /** The registry's name of the action in `viewer_can`. */
  from: keyof Json & string;
  description: string;
}

export function viewerCanType<Json extends object>(name: string, description: string, actions: Record<string, Action<Json>>) {
  return builder.objectRef<Json>(name).implement({
    description,
    fields: (t) =>
      Object.fromEntries(
        Object.entries(actions).map(([field, action]) => [
          field,
          t.boolean({
            description: action.description,
            resolve: (can) => (can as Record<string, boolean | undefined>)[action.from] ?? false,
          }),
        ]),
      ),
  });
}
