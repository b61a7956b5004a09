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

/** An answer in today's assistant style: opener, headings, bold lead-ins, em dashes, a closing offer. */
export const ASSISTANT_ANSWER = `Great question! Here's a clear breakdown of how to get started with remote onboarding — and why it matters.

## Why it matters

Onboarding isn't just paperwork — it's the foundation of a new hire's experience. A thoughtful process builds trust, clarity, and momentum from day one.

## Key steps

- **Prepare early:** Ship equipment and set up accounts before the first day, so nothing blocks the new hire.
- **Assign a buddy:** Pair each new hire with a peer who can answer everyday questions quickly.
- **Set clear goals:** Define what success looks like at 30, 60, and 90 days — and review it together.
- **Gather feedback:** Check in regularly and adjust the process based on what you learn.

## Final thoughts

A strong onboarding program isn't about doing more — it's about doing the right things consistently. By investing in structure, connection, and clarity, you set every new hire up for long-term success.

Let me know if you'd like a customizable checklist or a sample 30-60-90 day plan!`;

/** A plain human post with one long, blatantly generated paragraph in the middle. */
export const MOSTLY_HUMAN_WITH_AI_PARAGRAPH = `We moved the team wiki last month. It took longer than I hoped, mostly because half the pages had links to the old server and nobody wanted to fix them by hand.

Dana wrote a little script that walked every page and rewrote the links. It missed the ones inside tables, so I fixed those myself on a Friday afternoon. Not fun, but done.

In our increasingly interconnected world, knowledge management plays a pivotal role in fostering seamless collaboration across diverse teams. By leveraging robust documentation practices, organizations can navigate the complexities of the digital landscape, unlock new opportunities, and cultivate a vibrant tapestry of shared understanding. Ultimately, embracing a holistic approach to information sharing empowers every stakeholder to thrive in an ever-evolving environment, ensuring that valuable insights are preserved, accessible, and transformative for years to come.

The search works better now too. Last week I found an old note about the printer on the third floor in about ten seconds, which would have taken me half an hour before.`;
