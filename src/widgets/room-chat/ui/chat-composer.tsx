// The chat's input: a guest gets the login button, a muted viewer a disabled field that says so;
// everyone else types with a counter, and a refused draft (empty, too long, too fast) says why.
import { useState, type FormEvent } from "react";
import { Button, TextInput } from "@mantine/core";
import { useUnit } from "effector-react";
import { loginRequested } from "@/entities/session";
import { CHAT_LIMITS, CHAT_TEXTS } from "../config/chat-config";
import { charCount, type DraftProblem } from "../lib/chat-limits";
import classes from "./room-chat.module.css";

export interface ChatComposerProps {
  signedIn: boolean;
  muted: boolean;
  /** The chat is not joined (joining, lost, refused): sending waits. */
  disabled: boolean;
  onSend: (draft: string) => DraftProblem | null;
}

export function ChatComposer({ signedIn, muted, disabled, onSend }: ChatComposerProps) {
  const askLogin = useUnit(loginRequested);
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <div className={classes.composer}>
        <Button fullWidth variant="light" onClick={() => askLogin()}>
          {CHAT_TEXTS.loginToChat}
        </Button>
      </div>
    );
  }

  const count = charCount(draft.trim());
  const tooLong = count > CHAT_LIMITS.maxLength;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (muted) return setProblem(CHAT_TEXTS.muted);
    const refused = onSend(draft);
    setProblem(refused?.text ?? null);
    if (!refused) setDraft("");
  };
  const notice = muted ? CHAT_TEXTS.muted : tooLong ? CHAT_TEXTS.length : problem;

  return (
    <form className={classes.composer} onSubmit={submit}>
      <div className={classes.inputRow}>
        <TextInput
          className={classes.input}
          aria-label="聊天内容"
          placeholder={muted ? CHAT_TEXTS.muted : CHAT_TEXTS.placeholder}
          value={muted ? "" : draft}
          disabled={muted}
          error={tooLong || undefined}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setProblem(null);
          }}
          rightSection={
            muted ? null : (
              <span className={classes.counter} data-over={tooLong || undefined} aria-label={`已输入${count}字，最多${CHAT_LIMITS.maxLength}字`}>
                {count}/{CHAT_LIMITS.maxLength}
              </span>
            )
          }
          rightSectionWidth={52}
        />
        <Button type="submit" disabled={muted || disabled || tooLong}>
          {CHAT_TEXTS.send}
        </Button>
      </div>
      {notice && (
        <p className={classes.notice} role="alert">
          {notice}
        </p>
      )}
    </form>
  );
}
