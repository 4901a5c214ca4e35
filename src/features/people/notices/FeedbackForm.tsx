import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
} from '../../../../protocol/people';
import type { FeedbackCategory } from '../../../../protocol/people';
import { showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { errorText } from '../../common/error-text';
import { useNoticeMessages } from './messages';
import styles from './Notices.module.css';
import { requestReply } from '../../../api/request';

/** A message to the operators: a type, the text, and a way to reach me if I want one. */
export function FeedbackForm() {
  const m = useNoticeMessages();
  const [category, setCategory] = useState<FeedbackCategory>('suggestion');
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const short = text.trim().length < FEEDBACK_TEXT_MIN;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (short || sending) return;
    setSending(true);
    try {
      const reply = await requestReply('/api/message/feedback', {
        category,
        text: text.trim(),
        ...(contact.trim() ? { contact } : {}),
      });
      showToast(reply.msg || m.sent);
      setText('');
      setContact('');
      setTried(false);
    } catch (err) {
      showToast(errorText(err, m.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.feedback} onSubmit={(e) => void submit(e)} noValidate data-testid="feedback-form">
      <h2>{m.feedbackTitle}</h2>
      <p className={styles.hint}>{m.feedbackHint}</p>
      <Select
        label={m.category}
        value={category}
        onChange={(v) => setCategory(v as FeedbackCategory)}
        options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: m[`cat_${c}`] }))}
        testId="feedback-category"
      />
      <TextField
        label={m.text}
        multiline
        rows={5}
        value={text}
        onValue={setText}
        placeholder={m.textPlaceholder}
        maxLength={FEEDBACK_TEXT_MAX}
        counter={`${[...text].length}/${FEEDBACK_TEXT_MAX}`}
        error={tried && short ? m.textShort(FEEDBACK_TEXT_MIN) : undefined}
        testId="feedback-text"
      />
      <TextField
        label={m.contact}
        optional={m.optional}
        hint={m.contactHint}
        value={contact}
        onValue={setContact}
        maxLength={FEEDBACK_CONTACT_MAX}
        testId="feedback-contact"
      />
      <Button type="submit" variant="primary" size="lg" block loading={sending} testId="feedback-send">
        {m.send}
      </Button>
    </form>
  );
}
