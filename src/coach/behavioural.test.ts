import { describe, expect, it } from "vitest";
import { StoryReader } from "./behavioural";
import { BuiltinGrader } from "./builtin-grader";
import { loadLexicon } from "./lexicon";
// Questions the unit tests grade answers to; written for the tests, not part of the question bank.
import testQuestions from "./test-questions.json" with { type: "json" };

const teamwork = {
  question: "Tell me about a time you worked successfully as part of a team.",
  modelAnswer:
    "In my second year I was one of five students on a consulting project for a charity. I noticed that we used different " +
    "definitions of sales, so I proposed a single template and I cleaned three years of data myself. When a teammate fell ill, " +
    "I took over her two shops. Our report led the charity to extend opening hours, recovering about £20,000 a year. " +
    "I learned that a team works best when the foundations are agreed early.",
};

const STORY =
  "Last spring I was one of four students in a case competition with ten days to advise a bakery chain. Two days in I " +
  "noticed that our market sizing and our cost model used different population figures. I suggested one shared sheet, " +
  "rebuilt the cost model on it myself over a weekend and organised a short check-in every evening. When a teammate got " +
  "stuck, I paired with him for an afternoon. We reached the final and won second place out of 40 teams. I learned that " +
  "agreeing the basics early saves a team time.";

const grader = new BuiltinGrader();
const lexicon = loadLexicon();
const reader = new StoryReader(lexicon.story, lexicon.storyThemes);

describe("fit and behavioural answers", () => {
  it("recognises a first-person story as a model answer, and a finance explanation as none", () => {
    expect(reader.isStory(teamwork.modelAnswer, 0.01)).toBe(true);
    expect(reader.isStory(testQuestions.depreciationAddBack.modelAnswer, 0.2)).toBe(false);
  });

  it("reads a method told in the first person as an explanation, not a story", () => {
    const conditional =
      "I would start with the business itself. I would then look at its leverage, and I would check its coverage " +
      "ratios before I would look at the terms of the debt.";
    expect(reader.isStory(conditional, 0.05)).toBe(false);
    const walkthrough =
      "First, I set the purchase price and I decide how it is funded. Then I project cash flows, I repay debt and I " +
      "compute the IRR.";
    expect(reader.isStory(walkthrough, 0.25)).toBe(false);
    const lboModel = {
      question: "Walk me through a basic LBO model.",
      modelAnswer:
        "First, I set the purchase price as a multiple of EBITDA and decide how it is funded between debt and sponsor " +
        "equity. Next, I project the income statement and cash flows over about five years. I use the free cash flow " +
        "after interest and taxes to pay down debt. At exit, I apply an exit multiple to EBITDA and subtract the remaining " +
        "net debt, then I compare the exit equity with the equity invested to get the IRR and the multiple of money.",
    };
    const answer =
      "Set the entry price as a multiple of EBITDA and fund it with debt and sponsor equity. Project the business for " +
      "five years and use free cash flow after interest and taxes to repay debt. At exit, apply an exit multiple to " +
      "EBITDA, subtract the remaining net debt, and compare that equity with the equity invested for the IRR and the multiple of money.";
    expect(grader.grade({ ...lboModel, answer }).score).toBeGreaterThanOrEqual(7);
  });

  it("finds the setting, the candidate's own actions, a result with a figure and the lesson", () => {
    const story = reader.assess(teamwork.question, STORY);
    expect(story).toMatchObject({ setting: true, result: true, figure: true, lesson: true });
    // suggested, rebuilt, organised (one adverb may stand between), paired.
    expect(story.ownActions).toBeGreaterThanOrEqual(4);
  });

  it("scores a complete story well, a 'we' story and a story without a result in the middle, buzzwords low", () => {
    expect(grader.grade({ ...teamwork, answer: STORY }).score).toBeGreaterThanOrEqual(7.5);
    const weStory =
      "In my second year we worked as a group of four on a market study. We split the work, we met every week and we " +
      "presented our recommendation to the founders, who liked it. We worked really well as a team.";
    const weResult = grader.grade({ ...teamwork, answer: weStory });
    expect(weResult.score).toBeLessThanOrEqual(5.5);
    expect(weResult.evaluation).toContain(
      'It lacks your own actions, told with "I", a result and what you learned.',
    );
    expect(weResult.evaluation).toContain('Next step: retell the story with "I"');
    const noResult =
      "In my second year I was in a team of four. I noticed our numbers did not match, so I set up a shared sheet and " +
      "I organised short check-ins.";
    expect(grader.grade({ ...teamwork, answer: noResult }).score).toBeLessThanOrEqual(5);
    const buzzwords = "Teamwork, communication, collaboration, synergy, leadership, trust, team player.";
    expect(grader.grade({ ...teamwork, answer: buzzwords }).score).toBeLessThanOrEqual(2);
  });

  it("grades a story told in French on what it shows", () => {
    const french =
      "L'an dernier, j'étais l'un des cinq membres de l'équipe qui organisait le gala de mon école. J'ai remarqué que " +
      "chacun tenait ses dépenses dans un fichier différent. J'ai proposé un tableau commun, je l'ai construit moi-même et " +
      "j'ai animé un point chaque semaine. Le gala a accueilli 600 invités et a dégagé un excédent de 4 000 euros. " +
      "J'en ai retenu qu'une équipe avance plus vite quand l'information est partagée.";
    expect(grader.grade({ ...teamwork, answer: french }).score).toBeGreaterThanOrEqual(7);
  });

  it("counts the candidate's own actions joined to one 'I', and forgives a 'we' for the team's part", () => {
    const story = reader.assess(
      teamwork.question,
      "Last year I joined a team of four. I suggested one sheet, rebuilt the model and organised a check-in. " +
        "We won second place, and I learned to agree the basics early.",
    );
    // joined, suggested, rebuilt, organised, learned.
    expect(story.ownActions).toBe(5);
    expect(story.weShare).toBeLessThan(0.5);
  });

  it("finds a French result and its figure, accents included", () => {
    const story = reader.assess(
      teamwork.question,
      "Pendant mon job étudiant, j'ai construit un outil de suivi et je l'ai présenté à la directrice. " +
        "Elle l'a adopté pour toute l'équipe : chaque conseiller a gagné cinq heures par semaine.",
    );
    expect(story).toMatchObject({ setting: true, result: true, figure: true });
  });

  it("caps a well-told story about something other than what the question asks, and says so", () => {
    const failure = { ...teamwork, question: "Tell me about a time you failed." };
    const success =
      "Last year I organised a charity run for 300 people. I found the sponsors, booked the park and recruited twenty " +
      "volunteers, and I raised £12,000 for a local hospice, twice the target. I learned to plan early.";
    const result = grader.grade({ ...failure, answer: success });
    expect(result.score).toBeLessThanOrEqual(3.5);
    expect(result.evaluation).toContain("Your story does not seem to be about what the question asks.");
    const lost = success.replace(
      "I raised £12,000",
      "I lost the sponsor a week before and raised only £2,000",
    );
    expect(grader.grade({ ...failure, answer: lost }).score).toBeGreaterThan(5);
    expect(reader.assess("Walk me through your CV.", success).onTopic).toBe(true);
  });
});
