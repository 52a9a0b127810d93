import { chakra } from '@chakra-ui/react';
import { splitHighlights } from './highlights';

/** A snippet from the api with its « »-marked words shown as highlighted text. */
export function HighlightedText({ snippet }: { snippet: string }) {
  return (
    <>
      {splitHighlights(snippet).map((part, index) =>
        part.marked ? (
          <chakra.mark
            key={index}
            bg="yellow.subtle"
            color="inherit"
            fontWeight="semibold"
            px="0.5"
          >
            {part.text}
          </chakra.mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
