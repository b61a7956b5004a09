/** Constructed texts for the detector tests (no corpus needed). */

/** Plain words, short sentences, a first-person voice: what a careful beginner writes. */
export const PLAIN_HUMAN =
  'We got a dog last week. His name is Max. He is brown and white. He likes to run in the yard. ' +
  'My son walks him every day after school. Max is not a quiet dog. He barks at the mail man and at cats. ' +
  'At night he sleeps by the door. We feed him two times a day. He eats fast and then wants more. ' +
  'My wife says he is too fat now. I think he is fine. We will take him to the vet next month.';

export const PLAIN_HUMAN_2 =
  'I work at a small shop in town. The shop sells bread and milk. I open the shop at seven. First I clean the floor. ' +
  'Then I put the bread on the shelf. People come in to buy food. Some people are nice. Some people are in a hurry. ' +
  'I talk to the old man who comes every day. He buys one bread and one milk. He tells me about his garden.';

/** Stock chat-model prose: transitions, AI-typical vocabulary, long even sentences. */
export const STOCK_AI =
  "In today's fast-paced world, technology plays a crucial role in shaping how we communicate. " +
  'Additionally, it is important to note that digital platforms foster a sense of community across diverse populations. ' +
  'Furthermore, the multifaceted nature of online interaction underscores the importance of thoughtful engagement. ' +
  'Moreover, leveraging innovative tools can enhance collaboration and empower individuals to navigate complex challenges. ' +
  'Ultimately, embracing these transformative changes is essential for ensuring a vibrant and inclusive society.';

/** `n` distinct plain words (no sentence end), for word-count boundaries. */
export function words(n: number, start = 0): string {
  const pool = ['apple', 'river', 'table', 'green', 'stone', 'house', 'bird', 'cloud', 'lamp', 'road', 'horse', 'chair', 'bread', 'field'];
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(`${pool[(start + i) % pool.length]}`);
  return out.join(' ');
}

/** Code-point slice of `text`, as the report's offsets address it. */
export function cpSlice(text: string, start: number, end: number): string {
  return [...text].slice(start, end).join('');
}
