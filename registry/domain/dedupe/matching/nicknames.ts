// Given names and their common English nicknames and short forms (Bob/Robert, Bill/William, Liz/Beth/Elizabeth …),
// normalised (lowercase ASCII). One group per formal name; a short form may belong to several groups (Al: Albert,
// Alfred, Alan, Alexander), and then matches any of them. Used in comparisons (same group → 'nickname') and in blocking
// keys (a record's first-name keys are its groups).
const GROUPS = `
aaron: ron ronnie
abigail: abby abbie gail
abraham: abe bram
adam: ade
adelaide: addie adele della heidi
adrian: adrien
agnes: aggie nessa
albert: al bert bertie
alberto: beto
alexander: al alex alec alexis sandy xander lex sasha
alexandra: alex alexa sandra sandy lexi ally sasha
alfred: al alf alfie fred freddie
alice: allie ally alicia
alison: allison ally allie
amanda: mandy manda
amelia: amy millie emmy
andrew: andy drew
angela: angie
anna: ann anne annie nan nancy hannah
anthony: tony ant
antonio: tony toni
archibald: archie
arnold: arnie
arthur: art artie
augustus: gus august
barbara: barb barbie babs bobbie
barnabas: barney
bartholomew: bart
benjamin: ben benny benji
bernard: bernie
beverly: bev
bradley: brad
brandon: bran
bridget: biddy bridgie
caleb: cal
calvin: cal
cameron: cam
camille: cami millie
carl: charles
carlos: charlie
carol: carrie caroline carole
caroline: carrie carol lina
catherine: cathy cath kate katie kathy kay cat kitty katherine kathryn kathleen
cecilia: cece celia cissy
charles: charlie chuck chas chip carl
charlotte: charlie lottie lotte
christian: chris
christina: chris tina chrissy christine kristina
christine: chris chrissy tina christina
christopher: chris kit topher cris
clarence: clare
clifford: cliff
constance: connie
cornelius: neil connie
cynthia: cindy cyndi
daniel: dan danny
david: dave davey
deborah: deb debbie debra
delores: dolores lola dee
dennis: denny
dominic: dom nick
donald: don donnie
dorothy: dot dottie dora
douglas: doug
edgar: ed eddie
edmund: ed eddie ned
edward: ed eddie ted teddy ned ward
edwin: ed eddie win
eleanor: ellie nell nellie elle nora lenora
elijah: eli lijah
elizabeth: liz beth betty betsy libby lizzie eliza lisa elisa elise bess bessie liza lizbeth
ellen: ellie nell
emily: em emmy millie
emma: em emmy
eric: rick ricky
ernest: ernie
eugene: gene
evelyn: evie eve
ezekiel: zeke
florence: flo flossie
frances: fran frannie francie
francis: frank frankie fran
francisco: frank paco pancho cisco
frederick: fred freddie fritz rick
gabriel: gabe
gabriela: gabby gaby
geoffrey: geoff jeff
george: georgie
gerald: jerry gerry
geraldine: gerry geri dina
gertrude: gertie trudy
gilbert: gil bert
gregory: greg
gwendolyn: gwen wendy
harold: hal harry
harriet: hattie
harrison: harry
helen: nell nellie lena
henry: hank harry hal
herbert: herb bert
hubert: bert hugh
isaac: ike
isabella: bella izzy isabel isabelle
isaiah: zay
jacob: jake jay
jacqueline: jackie jacque
james: jim jimmy jamie jem
jane: janie jenny
janet: jan jenny
jason: jay
jeffrey: jeff
jennifer: jen jenny jenn
jeremiah: jerry jeremy
jeremy: jerry jem
jerome: jerry
jessica: jess jessie
joanna: jo joann joanne
john: jack johnny jon jonny
jonathan: jon jonny nathan john
joseph: joe joey jo jose
josephine: jo josie jody
joshua: josh
judith: judy jude
julia: julie jules
julian: jules
katherine: kate katie kathy kat kay kitty catherine kathryn
kathleen: kathy kate katie kay
kenneth: ken kenny
kimberly: kim kimmy
lawrence: larry laurie lars
leonard: leo len lenny
leslie: les
lillian: lily lil lilly
louis: lou louie
louise: lou lulu
lucas: luke
lucille: lucy lu
luke: lucas
madeline: maddie maddy madge
magdalena: maggie magda lena
margaret: maggie meg peg peggy marge margie greta rita daisy maisie
marilyn: mary lynn
marjorie: marge margie
martha: marty patty mattie
martin: marty
mary: molly polly mae mamie
matilda: tilly mattie maud
matthew: matt matty
maureen: mo
maxwell: max
melissa: missy mel lissa
michael: mike mikey mick mickey
michelle: shelly micki
mildred: millie
miranda: randi mandy
mitchell: mitch
montgomery: monty
nancy: nan
natalie: nat tally
nathan: nate nat
nathaniel: nate nat nathan
nicholas: nick nicky nico
nicole: nicki nikki
norman: norm
oliver: ollie
olivia: liv livvy
oswald: ozzy
pamela: pam
patricia: pat patty trish tricia patsy
patrick: pat paddy rick
penelope: penny
peter: pete
philip: phil pip
phillip: phil
priscilla: cilla prissy
rachel: rae
randolph: randy dolph
raymond: ray
rebecca: becky becca reba
reginald: reggie reg
richard: rick ricky dick rich richie
robert: bob bobby rob robbie robby bert
roberto: beto rob
rodney: rod
roger: rog
ronald: ron ronnie
rosalind: roz
rosemary: rose rosie
russell: russ
samantha: sam sammy
samuel: sam sammy
sandra: sandy
sarah: sally sadie sara
sharon: shari
sheldon: shel
sidney: sid
solomon: sol
sophia: sophie
stanley: stan
stephanie: steph stevie
stephen: steve stevie steven
steven: steve stevie stephen
stuart: stu
susan: sue susie suzy
suzanne: sue susie suzy
sylvester: sly
terence: terry
teresa: terry tess tessa theresa tracy
theodore: ted teddy theo
thomas: tom tommy
timothy: tim timmy
tobias: toby
valerie: val
veronica: ronnie vera nica
victor: vic
victoria: vicky tori vic
vincent: vince vinny
virginia: ginny ginger
walter: walt wally
wilfred: will fred
wilhelmina: mina billie
william: bill billy will willy willie liam
winifred: winnie fred
zachary: zach zack
`;

const groupsByName = new Map<string, string[]>();
for (const line of GROUPS.split('\n')) {
  const [formal, rest] = line.split(':');
  if (!formal || rest === undefined) continue;
  for (const name of [formal.trim(), ...rest.trim().split(/\s+/)]) {
    if (!name) continue;
    const groups = groupsByName.get(name) ?? [];
    if (!groups.includes(formal.trim())) groups.push(formal.trim());
    groupsByName.set(name, groups);
  }
}

/** How many names the table knows (formal names and nicknames). */
export const NICKNAME_TABLE_SIZE = groupsByName.size;

/** The formal names a normalised given name stands for: its groups, or itself when the table does not know it. */
export function nameGroups(name: string): readonly string[] {
  return groupsByName.get(name) ?? [name];
}

/** Whether two normalised given names are one person's (the same, or in a shared nickname group). */
export function sameGivenName(a: string, b: string): boolean {
  if (a === b) return true;
  const groupsA = groupsByName.get(a);
  const groupsB = groupsByName.get(b);
  if (!groupsA || !groupsB) return false;
  return groupsA.some((group) => groupsB.includes(group));
}
