import type { Db } from '../db/client';
import { faqSubtopics, faqTopics } from '../db/schema';

/** Help topics a fresh instance starts with; admins edit or replace them from the FAQ tools. */
const topics: Array<{ topic: string; subtopics: Array<[string, string]> }> = [
  {
    topic: 'Account',
    subtopics: [
      [
        'How do I change my name or profile picture?',
        '<p>Open <strong>My Profile</strong> from the menu under your picture, then choose <strong>Edit Profile</strong>. Change your first and last name, pick a new picture (PNG or JPEG) and press <strong>Done</strong>.</p>',
      ],
      [
        'How do I change my password?',
        '<p>Go to <strong>My Profile</strong>, <strong>Edit Profile</strong>, then <strong>Change Password</strong>. Enter your current password and the new one twice. A password has 8 to 20 characters with at least one digit, one uppercase and one lowercase letter.</p><p>Changing it signs you out on your other devices.</p>',
      ],
      [
        'I signed up with Google. Where is Change Password?',
        '<p>Accounts that sign in with Google have no separate password here; Google keeps it. Change it in your Google account.</p>',
      ],
      [
        'I forgot my password.',
        '<p>On the login screen choose <strong>Forgot password</strong> and enter your e-mail address. We send you a link that lets you choose a new password within an hour.</p>',
      ],
    ],
  },
  {
    topic: 'Memberships and payments',
    subtopics: [
      [
        'What do I get with a membership?',
        '<p>A monthly or annual membership opens every premium video and episode for as long as it runs. You can also buy a single premium episode or video instead.</p>',
      ],
      [
        'How do I see or change my plan?',
        '<p>Open <strong>My Profile</strong> and choose <strong>Premium Plans</strong>. With a plan you see its details there, including its end date and whether it renews.</p>',
      ],
      [
        'What happens when my plan ends?',
        '<p>Your plan details show its end date and whether it renews. A plan that does not renew keeps premium content open until its end date.</p>',
      ],
    ],
  },
  {
    topic: 'Grocery lists',
    subtopics: [
      [
        'How do I add a recipe to a grocery list?',
        '<p>On a recipe page press <strong>Add to grocery list</strong> and choose a list, or create a new one. Lists that already hold the recipe show a check mark.</p>',
      ],
      [
        'What happens if two recipes need the same ingredient?',
        '<p>Ingredients with the same name and unit become one line and their quantities are added together, so 1 cup of milk and 1/2 cup of milk become 1 1/2 cups.</p>',
      ],
      [
        'Can I tick items off in a shop without signal?',
        '<p>Yes. Ticks are saved on your phone straight away and sent as soon as you are back online.</p>',
      ],
      [
        'How do I remove a recipe from a list?',
        "<p>Open the list and use <strong>Delete Items by Recipe</strong>. Only that recipe's share is taken off; what other recipes need stays on the list.</p>",
      ],
    ],
  },
  {
    topic: 'Watching',
    subtopics: [
      [
        'Why does a video say Premium?',
        '<p>Premium videos and episodes need a membership or a single purchase. Free ones play for everyone, signed in or not.</p>',
      ],
      [
        'The video stutters. What can I do?',
        '<p>Videos adapt to your connection. If it keeps stopping, pause for a few seconds to let it load ahead, or try a wired or faster network.</p>',
      ],
    ],
  },
];

export async function seedFaqs(db: Db) {
  for (const [i, t] of topics.entries()) {
    const [topic] = await db.insert(faqTopics).values({ topic: t.topic, position: i }).returning();
    await db.insert(faqSubtopics).values(
      t.subtopics.map(([subtopic, answer], position) => ({
        topicId: topic!.id,
        subtopic,
        answer,
        position,
      })),
    );
  }
}
