// natural's own typings cover only its main entry, which loads the whole library (over a second);
// the coach imports the two stemmers it needs directly.
declare module "natural/lib/natural/stemmers/porter_stemmer.js" {
  const PorterStemmer: { stem(token: string): string };
  export default PorterStemmer;
}
declare module "natural/lib/natural/stemmers/porter_stemmer_fr.js" {
  const PorterStemmerFr: { stem(token: string): string };
  export default PorterStemmerFr;
}
