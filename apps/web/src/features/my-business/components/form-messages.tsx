// Error messages of a form, each in an alert where it happened (a refused file, a failed helper, a
// failed save): nothing fails silently.
import Alert from '@mui/material/Alert';

export function FormMessages({ messages }: { messages: ReadonlyArray<string | null | undefined> }) {
  return (
    <>
      {messages
        .filter((message): message is string => Boolean(message))
        .map((message, index) => (
          <Alert key={`${index}-${message}`} severity="error">
            {message}
          </Alert>
        ))}
    </>
  );
}
