import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  opsAnswerFeedback,
  opsFeedbackList,
  type OperatorRole,
  type OpsFeedbackValue,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf, useOpsList } from '../lib/ops-list';
import { PrivateImage } from './private-image';
import { valueText } from '../lib/value-texts';
import { roleIn } from '../lib/roles';

/** Support reads and answers members' feedback; the server enforces the same roles. */
export const seesFeedback = roleIn('owner', 'support', 'read_only');
const answersFeedback = roleIn('owner', 'support');

function FeedbackCard({
  item,
  canAnswer,
  onAnswered,
}: {
  item: OpsFeedbackValue;
  canAnswer: boolean;
  onAnswered: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [answer, setAnswer] = useState(item.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    try {
      await opsCall(opsAnswerFeedback, { body: { id: item.id, answer } });
      notify('console.feedback.answer_sent', { type: 'success' });
      onAnswered();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <Card sx={{ mb: 2 }} data-testid={`feedback-${item.id}`}>
      <CardContent>
        <Typography variant="subtitle2">
          {translate('console.feedback.heading', {
            id: item.id,
            type: valueText(translate, 'feedback_type', item.type),
            username: item.username,
            memberId: item.memberId,
            when: new Date(item.createdAt).toLocaleString(),
          })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{item.content}</Typography>
        {item.images.length > 0 ? (
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            {item.images.map((image, i) => (
              <PrivateImage
                key={image.url}
                {...image}
                alt={translate('console.feedback.image_alt', { n: i + 1, id: item.id })}
              />
            ))}
          </Stack>
        ) : null}
        {item.answer ? (
          <Typography variant="body2" color="text.secondary">
            {translate('console.feedback.answered_by', {
              by: item.answeredBy ?? '—',
              when: item.answeredAt ? new Date(item.answeredAt).toLocaleString() : '',
            })}
          </Typography>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ my: 1 }}>
            {error}
          </Alert>
        ) : null}
        {canAnswer ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
            <TextField
              label={translate('console.feedback.answer_input')}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              multiline
              minRows={2}
              sx={{ flex: 1 }}
            />
            <Button variant="contained" onClick={() => void send()}>
              {translate(item.answer ? 'console.feedback.answer_again' : 'console.feedback.answer')}
            </Button>
          </Stack>
        ) : item.answer ? (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.answer}</Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Members' feedback: unanswered first by default; every answer is audited. */
export function FeedbackPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OperatorRole>();
  const [state, setState] = useState<'open' | 'answered' | 'all'>('open');
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  // The username filter asks the server once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setUsername(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const fetchFeedback = useCallback(async () => {
    const query = username === '' ? { state } : { state, username };
    return (await opsCall(opsFeedbackList, { query })).list;
  }, [state, username]);
  const { list, error, reload: load } = useOpsList(fetchFeedback, { clearError: true });

  return (
    <Box sx={{ p: 2 }} data-testid="feedback-page">
      <Title title="console.title.feedback" />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={translate('console.feedback.show')}
          value={state}
          onChange={(e) => setState(e.target.value as typeof state)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="open">{translate('console.feedback.open')}</MenuItem>
          <MenuItem value="answered">{translate('console.feedback.answered')}</MenuItem>
          <MenuItem value="all">{translate('console.feedback.all')}</MenuItem>
        </TextField>
        <TextField
          label={translate('console.feedback.member_filter')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 32 } }}
          sx={{ minWidth: 260 }}
        />
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {list && list.length === 0 ? (
        <Typography>{translate('console.feedback.none')}</Typography>
      ) : null}
      {(list ?? []).map((item) => (
        <FeedbackCard
          key={`${item.id}-${item.answeredAt ?? 0}`}
          item={item}
          canAnswer={answersFeedback(permissions)}
          onAnswered={() => void load()}
        />
      ))}
    </Box>
  );
}
