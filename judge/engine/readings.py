"""4.4.a, 1.4.4.a, 6.2.f — readings: where the seed rules are silent or ambiguous, the choice the engine makes.

A *reading* is taken where the engine meets such a case; the resolution lists each reading
taken, once, with the rules it rests on and the event where it was first taken, so a judge
can see the choice. The README lists every reading of this catalogue (a test compares them).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    """One choice the engine makes where the seed rules leave it open, and the rules it rests on."""

    id: str
    rules: tuple[str, ...]
    en: str
    fr: str


READINGS: dict[str, Reading] = {r.id: r for r in (
    Reading("reaction-last-step-check-before-it-ceases", ("4.4.a", "5.5.e"),
            "the reactions created by a Reaction's last step are checked and played before that Reaction "
            "ceases to exist (4.4.a.2: after each step), not after it",
            "les réactions créées par la dernière étape d'une Réaction sont vérifiées et jouées avant que cette "
            "Réaction cesse d'exister (4.4.a.2 : après chaque étape), pas après"),
    Reading("spell-in-limbo-during-last-step-check", ("4.4.a", "5.2.3.j"),
            "a Spell stays in Limbo while the reactions created by its last step are played (4.4.a.2); "
            "it goes to the Reserve or the Discard only after them",
            "un Sort reste dans le Limbo pendant que les réactions créées par sa dernière étape sont jouées "
            "(4.4.a.2) ; il ne va dans la Réserve ou la Défausse qu'après elles"),
    Reading("no-check-inside-playing-process", ("4.4.a", "5.1.2.d", "5.1.2.e", "6.1.d"),
            "reactions created while a card is being played (its costs, its moves) are checked after the card "
            "is played (4.4.a.3), not between the parts of the playing process; the seed documents do not say "
            "whether a card's costs, paid in one step (6.1.d), are one of the steps after which reactions are "
            "checked (4.4.a.2)",
            "les réactions créées pendant qu'une carte est jouée (ses coûts, ses déplacements) sont vérifiées "
            "après que la carte a été jouée (4.4.a.3), pas entre les parties du processus ; les règles fournies "
            "ne disent pas si les coûts d'une carte, payés en une seule étape (6.1.d), sont une des étapes après "
            "lesquelles les réactions sont vérifiées (4.4.a.2)"),
    Reading("reaction-applied-then-replaced", ("6.3.b", "6.3.c", "6.2.f"),
            "a reaction applied to an atomic action that a replacement modifier then changes was applied: it "
            "still creates its Reaction-Emblem",
            "une réaction appliquée à une action atomique qu'un modificateur de remplacement change ensuite a "
            "été appliquée : elle crée quand même son Emblème-Réaction"),
    Reading("additive-modifiers-in-board-order", ("6.2.f", "6.2.c"),
            "when only additive modifiers apply, their order cannot change the step (each only adds atomic "
            "actions): they are applied in board order without asking the player",
            "quand seuls des modificateurs additifs s'appliquent, leur ordre ne peut rien changer (chacun ne "
            "fait qu'ajouter des actions atomiques) : ils s'appliquent dans l'ordre du plateau sans demander"),
    Reading("additive-modifier-once-with-what-it-adds", ("6.2.h", "6.2.c", "1.4.6.a"),
            "an additive modifier that applied to an atomic action does not apply to the atomic actions modifiers "
            "added to it (6.2.c), nor to those added to these: it applies once to that atomic action and what is "
            "added to it (6.2.h), so two \"also draw a card\" modifiers each add one draw to a draw and the step "
            "ends (the seed documents do not say whether an added atomic action is a new one a modifier may apply "
            "to; 1.4.6.a limits loops only for reactions and quick actions)",
            "un modificateur additif qui s'est appliqué à une action atomique ne s'applique pas aux actions "
            "atomiques que des modificateurs lui ont ajoutées (6.2.c), ni à celles ajoutées à celles-ci : il "
            "s'applique une fois à cette action atomique et à ce qui lui est ajouté (6.2.h), si bien que deux "
            "modificateurs « piochez aussi une carte » ajoutent chacun une pioche à une pioche et l'étape se "
            "termine (les documents fournis ne disent pas si une action atomique ajoutée est une nouvelle action à "
            "laquelle un modificateur peut s'appliquer ; 1.4.6.a ne limite les boucles que pour les réactions et "
            "les actions rapides)"),
    Reading("token-leaving-play-ceases", ("1.4.4.a",),
            "a token that leaves play ceases to exist: the seed text does not cover tokens leaving play, and "
            "this follows 1.4.4 (new zone, new object)",
            "un jeton qui quitte le jeu cesse d'exister : le texte fourni ne couvre pas ce cas, on suit 1.4.4 "
            "(nouvelle zone, nouvel objet)"),
    Reading("move-to-the-zone-it-is-in", ("1.4.4.a", "1.4.4", "1.2.4.d"),
            "a card an effect puts into the zone it is already in (from a Reserve into that same Reserve, as a "
            "replaced discard may) is moved all the same: it becomes a new object (1.4.4.a), loses what a new object "
            "loses, and the reactions to such a move trigger (a Mana Orb put into its Mana zone is a new one, "
            "exhausted as every Mana Orb an effect puts there: reading card-text-to-mana-exhausted). The seed "
            "documents do not say whether an object can move to the zone it is in; the judge does not "
            "make the move impossible (1.4.1.d). A Character put into the expedition it is in is not moved so: it "
            "stays in the Expedition zone (1.2.4.d), as when it moves to its player's other expedition, the same "
            "object",
            "une carte qu'un effet met dans la zone où elle est déjà (d'une Réserve dans cette même Réserve, comme "
            "peut le faire une défausse remplacée) y est déplacée quand même : elle devient un nouvel objet (1.4.4.a), "
            "perd ce que perd un nouvel objet, et les réactions à un tel déplacement se déclenchent (un Orbe de Mana "
            "mis dans sa zone de Mana en est un nouveau, épuisé comme tout Orbe de Mana qu'un effet y met : lecture "
            "card-text-to-mana-exhausted). Les règles fournies ne disent pas si un objet "
            "peut aller dans la zone où il est ; le juge ne rend pas ce déplacement impossible (1.4.1.d). Un "
            "Personnage mis dans l'expédition où il est n'est pas déplacé ainsi : il reste dans la zone d'Expédition "
            "(1.2.4.d), comme quand il va dans l'autre expédition de son joueur, le même objet"),
    Reading("token-is-its-expeditions-players", ("1.4.3.a", "2.2.1.d", "2.2.10.e"),
            "a token created in another player's expedition is that player's: they own and control it and its "
            "abilities (the seed text names no owner for tokens; an object in a player's zone is that player's, "
            "1.4.3.a)",
            "un jeton créé dans l'expédition d'un autre joueur est à ce joueur : il le possède et le contrôle, "
            "ainsi que ses capacités (le texte fourni ne nomme pas de propriétaire aux jetons ; un objet dans la "
            "zone d'un joueur est à ce joueur, 1.4.3.a)"),
    Reading("token-type-by-card-text", ("2.2.1.d", "2.2.1.b", "1.4.2.a"),
            "a token that the text creating it says is of another type than Character (\"Create a [Seedling] token "
            "in your Landmarks. (It's a Permanent …)\") is of that type, created where the text says: 2.2.1.d gives "
            "every token the type Character, and an object has a single type (2.2.1.b), but the seed documents do "
            "not reconcile that rule with such a card; its text is followed, as a card that does something in a "
            "different way takes priority (1.4.2.a)",
            "un jeton dont le texte qui le crée dit qu'il est d'un autre type que Personnage (« Créez un jeton "
            "[Pousse] dans votre zone des Repères. (C'est un Permanent …) ») est de ce type, créé là où le texte le "
            "dit : 2.2.1.d donne à tout jeton le type Personnage, et un objet n'a qu'un type (2.2.1.b), mais les "
            "documents fournis ne concilient pas cette règle avec une telle carte ; son texte est suivi, comme une "
            "carte qui fait une chose d'une autre manière a la priorité (1.4.2.a)"),
    Reading("my-cards-my-zones-each-time", ("1.4.3.a", "6.2.h", "6.2.g"),
            "\"my cards, my zones\" applies each time a card would go to a zone of a player other than its owner: "
            "when a card's replacement sends it to such a zone again after the rule sent it to its owner's, the rule "
            "applies again (6.2.g), though 6.2.h says a modifier applies once to an atomic action; else the card would "
            "end in another player's zone, which 1.4.3.a forbids. It ends: each card's modifier applies once (6.2.h)",
            "« mes cartes, mes zones » s'applique chaque fois qu'une carte irait dans une zone d'un autre joueur que "
            "son propriétaire : quand le remplacement d'une carte l'y renvoie après que la règle l'a envoyée dans "
            "celle de son propriétaire, la règle s'applique de nouveau (6.2.g), bien que 6.2.h dise qu'un "
            "modificateur ne s'applique qu'une fois à une action atomique ; sinon la carte finirait dans la zone "
            "d'un autre joueur, ce que 1.4.3.a interdit. Cela se termine : chaque modificateur d'une carte ne "
            "s'applique qu'une fois (6.2.h)"),
    Reading("token-is-not-a-card", ("2.2.10.e", "2.2.10.b", "2.2.1.d"),
            "a token is not \"a card\": the seed text speaks of objects represented by a card (2.2.10.b, 2.2.1.c) "
            "and of Characters represented by a token (2.2.10.e, 2.2.1.d), without saying in so many words that a "
            "token is no card; \"a card\" (\"When a card goes to your Hand\", \"target card in play\") is read as "
            "an object a card represents, never a token, though a token is \"a Character\" (the rules' own \"My "
            "cards, my zones\", 1.4.3.a, still sends a token to its owner's zone: the reading "
            "token-is-its-expeditions-players extends it to tokens)",
            "un jeton n'est pas « une carte » : le texte fourni parle d'objets représentés par une carte (2.2.10.b, "
            "2.2.1.c) et de Personnages représentés par un jeton (2.2.10.e, 2.2.1.d), sans dire en toutes lettres "
            "qu'un jeton n'est pas une carte ; « une carte » (« Quand une carte va dans votre Main », « carte ciblée "
            "en jeu ») se lit comme un objet représenté par une carte, jamais un jeton, bien qu'un jeton soit « un "
            "Personnage » (la règle « Mes cartes, mes zones », 1.4.3.a, envoie toujours un jeton dans la zone de son "
            "propriétaire : la lecture token-is-its-expeditions-players l'étend aux jetons)"),
    Reading("expedition-permanent-joins-an-expedition", ("5.1.2.e", "5.2.1.a", "5.2.1.b", "4.2.5.b", "2.2.1.a"),
            "an Expedition Permanent (a Permanent whose type line says so, such as Gear) is played as a Character is: "
            "it joins an expedition its player chooses as it is declared (5.2.1.a), gains Fleeting when played from "
            "the Reserve (5.2.1.b) and is sent to the Reserve at Rest (4.2.5.b; such a card saying \"{R} I lose "
            "Fleeting\" only makes sense so), Fleeting discarding it instead, as it does a Character, at Rest or "
            "when an effect sends it to a Reserve (the status's reminder text, \"If I would be sent to Reserve, "
            "discard me instead\", names no type); it stays a Permanent (2.2.1.a): no statistics at Progress, not \"a "
            "Character\", \"my Expedition\" the one it is in. The seed text names no such card: 5.1.2.e sends a "
            "Permanent to the Landmarks",
            "un Permanent d'Expédition (un Permanent dont la ligne de type le dit, comme un Matos) est joué comme un "
            "Personnage : il rejoint une expédition que son joueur choisit en le déclarant (5.2.1.a), gagne Fugace "
            "s'il est joué depuis la Réserve (5.2.1.b) et va dans la Réserve au Repos (4.2.5.b ; une telle carte qui "
            "dit « {R} Je perds Fugace » n'a de sens qu'ainsi), Fugace le défaussant à la place, comme un Personnage, "
            "au Repos ou quand un effet l'envoie dans une Réserve (le texte de rappel du statut ne nomme aucun type) ; "
            "il reste un Permanent (2.2.1.a) : pas de "
            "statistiques à l'avancement, pas « un Personnage », « mon Expédition » celle où il est. Le texte fourni "
            "ne nomme pas ces cartes : 5.1.2.e envoie un Permanent dans la zone des Repères"),
    Reading("gigantic-my-expedition-each", ("7.2.1.a", "1.2.4.b"),
            "for a Gigantic Character, \"my Expedition\" is each expedition of its player: Gigantic's reminder text "
            "says it is considered present in each of your Expeditions, so an ability of it that says \"my "
            "Expedition\" (\"When a Character joins my Expedition\") sees both; and a Gigantic Character that joins "
            "one of its player's expeditions joins each of them; so is it for \"in my Expedition\": a Gigantic "
            "Character's \"each Character in my Expedition\" names those of both expeditions, and another "
            "Character's names a Gigantic Character of the other one. The seed documents do not define Gigantic; its "
            "reminder text is followed",
            "pour un Personnage Gigantesque, « mon Expédition » est chacune des expéditions de son joueur : le texte "
            "de rappel de Gigantesque dit qu'il est considéré comme présent dans chacune de vos Expéditions, donc une "
            "capacité qui dit « mon Expédition » (« Quand un Personnage rejoint mon Expédition ») voit les deux ; et "
            "un Personnage Gigantesque qui rejoint une des expéditions de son joueur les rejoint toutes ; de même pour "
            "« dans mon Expédition » : « chaque Personnage dans mon Expédition » d'un Personnage Gigantesque désigne "
            "ceux des deux expéditions, et celui d'un autre Personnage désigne un Personnage Gigantesque de l'autre. "
            "Les documents fournis ne définissent pas Gigantesque ; son texte de rappel est suivi"),
    Reading("type-before-it-becomes-a-mana-orb", ("2.2.1.f", "2.2.1.i", "1.4.4.a"),
            "a trigger or a modifier naming a type (\"When a Character goes to your Mana zone\") sees an object "
            "moving into a Mana zone with the type it had as the event began, though there it is a Mana Orb "
            "(2.2.1.f), and one leaving a Mana zone as the Mana Orb it was there (\"When a Character goes to your "
            "Hand\" does not see it): the seed text leaves open which of 2.2.1.i (its type whatever its location) "
            "and 2.2.1.f applies",
            "un déclencheur ou un modificateur qui nomme un type (« Quand un Personnage va dans votre zone de "
            "Mana ») voit un objet qui va dans une zone de Mana avec le type qu'il avait au début de l'événement, "
            "bien qu'il y soit un Orbe de Mana (2.2.1.f), et un objet qui quitte une zone de Mana comme l'Orbe de "
            "Mana qu'il y était (« Quand un Personnage va dans votre Main » ne le voit pas) : le texte fourni ne dit "
            "pas lequel de 2.2.1.i (son type quelle que soit sa localisation) et 2.2.1.f s'applique"),
    Reading("gigantic-token-in-one-expedition", ("6.1.e", "6.1.a", "2.2.1.d", "7.2.1.a"),
            "\"Create a token in my Expedition\" of a Gigantic Character, present in each of its player's "
            "expeditions (gigantic-my-expedition-each), creates the tokens it names in one of them, not in each: "
            "\"a token\" is one token, one atomic action (6.1.e; \"in each of your Expeditions\" is what creates "
            "tokens per expedition), \"two tokens\" two, all in the one expedition the effect's controller chooses "
            "as the step resolves, a decision made in following the instructions (6.1.a), not a target. The seed "
            "documents do not say where",
            "« Créez un jeton dans mon Expédition » d'un Personnage Gigantesque, présent dans chacune des expéditions "
            "de son joueur (gigantic-my-expedition-each), crée les jetons qu'il nomme dans l'une d'elles, pas dans "
            "chacune : « un jeton » est un jeton, une action atomique (6.1.e ; « dans chacune de vos Expéditions » est "
            "ce qui crée des jetons par expédition), « deux jetons » deux, tous dans l'expédition que le contrôleur "
            "de l'effet choisit quand l'étape se résout, une décision prise en suivant les instructions (6.1.a), pas "
            "une cible. Les documents fournis ne disent pas où"),
    Reading("token-created-joins-expedition", ("6.1.e", "6.3.b", "2.2.1.d"),
            "a token created in an expedition joins that expedition and enters play: \"joins your expeditions\" "
            "and \"enters play\" triggers see it, once per token (the seed text does not define joining for "
            "tokens)",
            "un jeton créé dans une expédition rejoint cette expédition et entre en jeu : les déclencheurs "
            "« rejoint vos expéditions » et « entre en jeu » le voient, une fois par jeton (le texte fourni ne "
            "définit pas « rejoindre » pour les jetons)"),
    Reading("reaction-it-where-its-trigger-sees-it", ("1.4.4.a", "6.3.b"),
            "a reaction's \"it\" is the object of its triggering event where the trigger sees it: in the zone "
            "it went to for a trigger that names where it goes (joins, enters play, goes to a zone, is "
            "discarded, is played), in the zone it left otherwise (leaves, moves, is sacrificed), and the effect "
            "does not follow it from there (1.4.4.a)",
            "le « il » d'une réaction est l'objet de l'événement déclencheur là où le déclencheur le voit : dans "
            "la zone où il est allé pour un déclencheur qui la nomme (rejoint, entre en jeu, va dans une zone, "
            "est défaussé, est joué), dans celle qu'il a quittée sinon (quitte, se déplace, est sacrifié), et "
            "l'effet ne l'y suit pas (1.4.4.a)"),
    Reading("permanent-from-reserve-not-fleeting", ("5.2.1.b", "5.2.3.h"),
            "a Permanent played from the Reserve does not gain Fleeting: the seed rules give that status to "
            "Characters (5.2.1.b) and Spells (5.2.3.h) played from the Reserve, and have no rule for Permanents",
            "un Permanent joué depuis la Réserve ne gagne pas Fugace : les règles fournies donnent ce statut aux "
            "Personnages (5.2.1.b) et aux Sorts (5.2.3.h) joués depuis la Réserve, et n'ont pas de règle pour les "
            "Permanents"),
    Reading("gigantic-present-in-each-expedition", ("1.3.2.e", "1.2.4.b", "7.2.1.a"),
            "a Gigantic Character is in each expedition of its player wherever an expedition is looked at, not only "
            "by \"my Expedition\" (gigantic-my-expedition-each): Gigantic's reminder text says it is considered "
            "present in each of your Expeditions, and it counts in each at Progress (1.3.2.e). So an expedition "
            "with no Characters is not one while a Gigantic Character of its player is in the other; \"the "
            "Characters in\" one expedition names it; it faces each of the opponent's expeditions, and is faced "
            "from each (\"facing me\", \"facing it\"), from the moment it enters; \"my region\" (In Contact) is "
            "the region of each; moved from one of its player's expeditions to the other, "
            "it neither leaves the first nor joins the second, present in both before and after. The seed "
            "documents do not define Gigantic; its reminder text is followed",
            "un Personnage Gigantesque est dans chaque expédition de son joueur partout où une expédition est "
            "regardée, pas seulement par « mon Expédition » (gigantic-my-expedition-each) : le texte de rappel de "
            "Gigantesque dit qu'il est considéré comme présent dans chacune de vos Expéditions, et il compte dans "
            "chacune à l'avancement (1.3.2.e). Une expédition sans Personnage n'en est donc pas une tant qu'un "
            "Personnage Gigantesque de son joueur est dans l'autre ; « les Personnages dans » une expédition le "
            "désigne ; il fait face à chacune des expéditions de l'adversaire, et chacune lui fait face (« en face "
            "de moi », « en face d'elle »), dès qu'il y entre ; « ma région » (En Contact) est la région de "
            "chacune ; déplacé d'une expédition de son joueur à l'autre, il ne quitte pas la "
            "première et ne rejoint pas la seconde, présent dans les deux avant comme après. Les documents fournis "
            "ne définissent pas Gigantesque ; son texte de rappel est suivi"),
    Reading("keywords-by-reminder-text", ("1.2.4.b", "2.2.10.c"),
            "Cooldown, Defender, Seasoned, Gigantic, Scout, Exhausted Resupply, Ascend and Augment are keywords "
            "(1.2.4.b) the seed documents do not define: they follow the cards' reminder text, although 2.2.10.c says "
            "italic text is not part of the rules; Tough given by another card adds to the card's own; an augmented "
            "card gains one more of each kind of counter it has (boosts, named counters), and a Hero cannot be its "
            "target",
            "Rafraîchissement, Défenseur, Aguerri, Gigantesque, Repérage, Ravitaillez épuisé, s'Élever et Amplifier "
            "sont des mots-clés (1.2.4.b) "
            "que les règles fournies ne définissent pas : ils suivent le texte de rappel des cartes, bien que "
            "2.2.10.c dise que le texte en italique n'existe pas dans les règles ; un Coriace donné par une autre "
            "carte s'ajoute à celui de la carte ; une carte amplifiée gagne un compteur de plus de chaque sorte "
            "qu'elle a (boosts, compteurs nommés), et un Héros ne peut en être la cible"),
    Reading("boosts-by-reminder-text", ("1.4.4.a", "2.2.10.c"),
            "the seed documents do not define boosts: the cards' reminder text is followed, \"A boost is a +1/+1/+1 "
            "counter. Remove it when it leaves the Expedition zone.\", although 2.2.10.c says italic text is not part "
            "of the rules; a card that leaves a Reserve or Limbo for a visible zone keeps its boosts (1.4.4.a speaks "
            "of effects, not counters), so a Character with boosts in the Reserve, played from there, enters its "
            "expedition with them; leaving the Expedition zone, it loses them (unless Seasoned keeps them in the "
            "Reserve)",
            "les règles fournies ne définissent pas les boosts : le texte de rappel des cartes est suivi, « Un boost "
            "est un compteur +1/+1/+1. Retirez-le quand la carte quitte la zone d'Expédition. », bien que 2.2.10.c "
            "dise que le texte en italique n'existe pas dans les règles ; une carte qui quitte une Réserve ou le "
            "Limbo pour une zone visible garde ses boosts (1.4.4.a parle d'effets, pas de compteurs), si bien qu'un "
            "Personnage qui a des boosts en Réserve, joué depuis celle-ci, entre dans son expédition avec eux ; en "
            "quittant la zone d'Expédition, il les perd (sauf si Aguerri les lui garde en Réserve)"),
    Reading("exhausted-in-reserve-by-reminder-text", ("1.2.4.b", "2.2.10.c", "5.1.2.c"),
            "the seed documents do not say what an exhausted card in a Reserve can do: the reminder text of the "
            "keywords that exhaust cards there (Exhausted Resupply, Cooldown) is followed, \"Exhausted cards can't be "
            "played and have no Support abilities\", although 2.2.10.c says italic text is not part of the rules: "
            "no declaration to play it is legal (5.1.2.c), by its player or by an effect, and its support abilities do "
            "not work while it is exhausted",
            "les règles fournies ne disent pas ce que peut une carte épuisée dans une Réserve : le texte de rappel des "
            "mots-clés qui y épuisent des cartes (Ravitaillez épuisé, Rafraîchissement) est suivi, « Une carte épuisée "
            "ne peut pas être jouée et n'a pas de capacité de Soutien », bien que 2.2.10.c dise que le texte en "
            "italique n'existe pas dans les règles : aucune déclaration pour la jouer n'est légale (5.1.2.c), par son "
            "joueur ou par un effet, et ses capacités de soutien ne fonctionnent pas tant qu'elle est épuisée"),
    Reading("it-follows-the-moved-target", ("1.4.4.a", "7.2.4.a"),
            "\"Send target Character to Reserve, then exhaust it\": a target that an earlier step of the same effect "
            "moved is a new object where it went (1.4.4.a); the seed rules say most effects do not follow it, the "
            "event that moves it being the exception, and are silent on a later step that names it: the card's text "
            "is followed, \"it\" is the card where it went (not if it went to a Hand, a Deck or a Mana zone)",
            "« Envoyez un Personnage ciblé en Réserve, puis épuisez-le » : une cible qu'une étape précédente du même "
            "effet a déplacée est un nouvel objet là où elle est allée (1.4.4.a) ; les règles fournies disent que la "
            "plupart des effets ne la suivent pas, l'événement qui la déplace faisant exception, et ne disent rien "
            "d'une étape suivante qui la nomme : le texte de la carte est suivi, « le » est la carte là où elle est "
            "allée (pas si elle est allée dans une Main, un Deck ou une zone de Mana)"),
    Reading("counters-by-card-text", ("1.2.4.c", "1.4.4.a"),
            "counters other than boosts (a Trial counter, a Quest counter …) are not in the seed documents: an "
            "object gains and loses them as the card's text says (an effect changes the state of the game, "
            "1.2.4.c); they stay on the object and do not follow its card to another zone (1.4.4.a)",
            "les compteurs autres que les boosts (compteur Épreuve, compteur Quête …) ne sont pas dans les règles "
            "fournies : un objet les gagne et les perd comme le texte de la carte le dit (un effet change l'état "
            "du jeu, 1.2.4.c) ; ils restent sur l'objet et ne suivent pas sa carte dans une autre zone (1.4.4.a)"),
    Reading("die-roll-by-card-text", ("6.1.c", "6.5.c"),
            "rolling a die is not in the seed documents: the card's text is followed. The roll is a step (6.1.c) "
            "whose result is a decision of chance, made by no player: a scenario scripts it (die_roll), explore "
            "follows its six "
            "results, an unscripted resolution assumes one; \"On a 4+, …\" is read as a condition on the result "
            "(6.5.c): the line that covers it is resolved, and nothing if none does",
            "lancer un dé n'est pas dans les règles fournies : on suit le texte de la carte. Le lancer est une "
            "étape (6.1.c) dont le résultat est une décision du hasard, prise par aucun joueur : un scénario le "
            "scripte (die_roll), "
            "explore suit ses six résultats, une résolution non scriptée en suppose un ; « Sur 4+, … » est lu comme "
            "une condition sur le résultat (6.5.c) : la ligne qui le couvre est résolue, et rien si aucune"),
    Reading("revealing-the-top-card", ("6.1.e", "6.2.c", "6.2.d"),
            "revealing a card of a deck is not defined by the seed documents: the card's text is followed. The top "
            "card is shown to every player and stays where it is (the trace names it); the die roll is a step whose "
            "atomic action a modifier sees (6.2.d), so \"If you would roll a die, also reveal …\" adds the reveal "
            "to that step (6.2.c); the roll's result is the decision of chance made as the die is rolled, just before "
            "that step",
            "révéler une carte d'un deck n'est pas défini par les règles fournies : on suit le texte de la carte. La "
            "carte du dessus est montrée à tous les joueurs et reste où elle est (la trace la nomme) ; le lancer de dé "
            "est une étape dont un modificateur voit l'action atomique (6.2.d), « Si vous lancez un dé, "
            "révélez également … » ajoute donc la révélation à cette étape (6.2.c) ; le résultat du lancer est la "
            "décision du hasard prise quand le dé est lancé, juste avant cette étape"),
    Reading("die-result-known-to-the-reaction", ("6.3.b", "6.5.c", "4.4.a"),
            "the seed documents do not say what \"the die's result\" is for a reaction: a reaction to an event of a "
            "die roll's step (\"When you reveal a card this way — If its Hand Cost equals the die's result, …\") reads "
            "the result of that roll, which its Reaction-Emblem carries from its activation (the result is chosen as "
            "the die is rolled); it is played at the check after the roll's step (4.4.a), before the line "
            "of the result",
            "les règles fournies ne disent pas ce qu'est « le résultat du dé » pour une réaction : une réaction à un "
            "événement de l'étape d'un lancer (« Lorsque vous révélez une carte de cette façon — Si son Coût de Main "
            "égale le résultat du dé, … ») lit le résultat de ce lancer, que son Emblème-Réaction porte dès son "
            "activation (le résultat est choisi quand le dé est lancé) ; elle est jouée à la vérification "
            "après l'étape du lancer (4.4.a), avant la ligne du résultat"),
    Reading("target-chosen-by-a-named-player", ("5.2.3.b", "7.2.2.a"),
            "the seed documents say a target is chosen during the declaration of intent (5.2.3.b), not by whom when "
            "the text names another player (\"That opponent targets a card in your Reserve\"): the card's text is "
            "followed, that player (the owner of the object the target named before designates) chooses it then, "
            "among the legal objects; \"your\" still names the ability's controller (7.2.2.a)",
            "les règles fournies disent qu'une cible est choisie pendant la déclaration d'intention (5.2.3.b), pas "
            "par qui quand le texte nomme un autre joueur (« Cet adversaire cible une carte dans votre Réserve ») : "
            "on suit le texte de la carte, ce joueur (le propriétaire de l'objet que désigne la cible nommée avant) "
            "la choisit alors, parmi les objets légaux ; « votre » nomme toujours le contrôleur de la capacité "
            "(7.2.2.a)"),
    Reading("spell-played-as-it-leaves-limbo", ("5.1.2.a", "5.2.3.j", "4.4.a"),
            "\"when you play a card\" sees a card when its playing ends (5.1.2.a: declaration, costs, resolution): "
            "a Character or a Permanent as it joins its zone (as {J} does), a Spell as it leaves Limbo once its effect "
            "is done (5.2.3.j); its reactions are played at the check after the card is played (4.4.a.3)",
            "« lorsque vous jouez une carte » voit une carte quand elle a fini d'être jouée (5.1.2.a : déclaration, "
            "coûts, résolution) : un Personnage ou un Permanent quand il rejoint sa zone (comme {J}), un Sort quand il "
            "quitte le Limbo une fois son effet terminé (5.2.3.j) ; ses réactions sont jouées à la vérification après "
            "que la carte a été jouée (4.4.a.3)"),
    Reading("in-contact-by-reminder-text", ("1.2.4.b", "2.2.10.c"),
            "In Contact is a keyword (1.2.4.b) the seed documents do not define: it follows the cards' reminder "
            "text, \"I'm In Contact if another player's Expedition is in my region\" (an object in no expedition "
            "is not In Contact)",
            "En Contact est un mot-clé (1.2.4.b) que les règles fournies ne définissent pas : il suit le texte de "
            "rappel des cartes, « Je suis En Contact si l'Expédition d'un autre joueur est dans ma région » (un "
            "objet hors des expéditions n'est pas En Contact)"),
    Reading("facing-as-it-enters", ("7.3.1.e", "6.3.d", "1.3.2.e"),
            "a Character entering an expedition already faces what that expedition faces for its reactions to "
            "entering it (6.3.d): \"the {J}, {H} and {R} abilities of Characters facing me can't activate\" stops "
            "them, although they are checked as it moves, before it is in the expedition",
            "un Personnage qui entre dans une expédition fait déjà face à ce qui fait face à cette expédition pour ses "
            "réactions à son entrée (6.3.d) : « les capacités {J}, {H} et {R} des Personnages qui me font face ne "
            "peuvent pas s'activer » les arrête, bien qu'elles soient vérifiées pendant qu'il se déplace, avant "
            "qu'il soit dans l'expédition"),
    Reading("defender-lifted-by-card-text", ("1.4.2.a", "1.2.4.b", "1.4.1.a"),
            "\"[Defender] Characters don't prevent my Expedition from moving forward\" changes what Defender does to "
            "that expedition (the seed documents do not define Defender): the card's text is followed (specific "
            "beats general, 1.4.2.a); it is not a \"can\" that \"can't\" would beat (1.4.1.a)",
            "« les Personnages [Défenseurs] n'empêchent pas mon Expédition d'avancer » change ce que fait Défenseur "
            "à cette expédition (les règles fournies ne définissent pas Défenseur) : on suit le texte de la carte "
            "(le spécifique bat le général, 1.4.2.a) ; ce n'est pas un « peut » que « ne peut pas » battrait "
            "(1.4.1.a)"),
    Reading("static-statistics-order", ("1.2.4.c", "1.2.4.d", "1.3.2.e"),
            "a statistic is read whenever it is needed, from the printed value and the passives that function then "
            "(1.2.4.d): a passive that makes the statistics equal to the highest one reads the printed ones, then "
            "the passives that add to them apply, then boosts; the seed rules give no order for these changes",
            "une statistique est lue chaque fois qu'elle sert, depuis la valeur imprimée et les capacités passives "
            "qui fonctionnent alors (1.2.4.d) : une capacité qui rend les statistiques égales à la plus haute lit "
            "les statistiques imprimées, puis s'appliquent les capacités qui y ajoutent, puis les boosts ; les "
            "règles fournies ne donnent pas d'ordre à ces changements"),
    Reading("my-expedition-after-leaving", ("7.2.1.b", "7.2.1.a", "1.4.4.a"),
            "\"my Expedition\" in the effect of a reaction whose object has left its expedition is the expedition "
            "it was in when the reaction triggered (the card's text names it; the object itself is gone, 1.4.4.a); "
            "in the effect of a quick action whose cost or effect took its object out of its expedition, the one it "
            "was in as the quick action was declared; \"in my Expedition\" and \"facing me\" are read from that "
            "expedition too",
            "« mon Expédition » dans l'effet d'une réaction dont l'objet a quitté son expédition est l'expédition "
            "où il était quand la réaction s'est déclenchée (le texte de la carte la nomme ; l'objet lui-même n'est "
            "plus là, 1.4.4.a) ; dans l'effet d'une action rapide dont le coût ou l'effet a sorti son objet de son "
            "expédition, celle où il était quand l'action rapide a été déclarée ; « dans mon Expédition » et « face "
            "à moi » se lisent aussi depuis cette expédition"),
    Reading("activated-reaction-it-is-its-object", ("7.3.1.b", "7.3.1.d", "7.2.4.a"),
            "a reaction activated by an \"Activate\" step (7.3.1.b) is not activated by the event its trigger "
            "describes: its \"it\" is the object of that step, the object whose reaction it is (the seed rules say "
            "the step is modified by the reaction and name no other object)",
            "une réaction activée par une étape « Activez » (7.3.1.b) n'est pas activée par l'événement que décrit "
            "son déclencheur : son « il » est l'objet de cette étape, celui dont c'est la réaction (les règles "
            "fournies disent que l'étape est modifiée par la réaction et ne nomment aucun autre objet)"),
    Reading("activated-reaction-trigger-condition", ("4.4.a", "7.3.1.b", "7.3.1.e", "6.5.c"),
            "a reaction with a trigger condition (\"At Noon, if you control no other Character — EFFECT\") that a "
            "step \"Activate [a reaction]\" would modify (7.3.1.b): the step stands for its trigger, not for its "
            "condition. A reaction is made of a trigger, an optional trigger condition and an effect (4.4.a), and an "
            "activated reaction is one that triggers (7.3.1.e: \"cannot trigger, whether naturally or activated\"): "
            "the condition is tested as the step happens, as a conditional step's is (6.5.c, the object whose "
            "reaction it is being \"me\" and \"it\"), and the reaction is activated, its Reaction-Emblem created and "
            "counted among its 100 a day, only if it holds; if it does not, the activation cannot happen and is "
            "ignored (1.4.1.c), not done for \"if you do\" (6.5.d). The seed rules do not say whether an "
            "\"Activate\" step skips the trigger condition",
            "une réaction dont le déclencheur a une condition (« Midi, si vous ne contrôlez aucun autre Personnage — "
            "EFFET ») qu'une étape « Activez [une réaction] » modifierait (7.3.1.b) : l'étape tient lieu de son "
            "déclencheur, pas de sa condition. Une réaction est faite d'un déclencheur, d'une condition de "
            "déclenchement facultative et d'un effet (4.4.a), et une réaction activée est une réaction qui se "
            "déclenche (7.3.1.e : « ne peuvent pas se déclencher, qu'elles soient naturelles ou activées ») : la "
            "condition est évaluée quand l'étape se produit, comme celle d'une étape conditionnelle (6.5.c, l'objet "
            "dont c'est la réaction étant « je » et « il »), et la réaction n'est activée, son Emblème-Réaction créé "
            "et compté parmi ses 100 du jour, que si elle est remplie ; sinon l'activation ne peut pas avoir lieu et "
            "est ignorée (1.4.1.c), non faite pour « si vous le faites » (6.5.d). Les règles fournies ne disent pas "
            "si une étape « Activez » passe outre la condition de déclenchement"),
    Reading("clean-up-keeps-the-heros-limit", ("4.2.5.c", "1.3.2.f"),
            "Clean-up keeps as many objects in each zone as the Hero's limit (4.2.5.c, the rule of the Night phase), "
            "where the summary of the day (1.3.2.f) says each player keeps \"only two cards\" in the Reserve and "
            "the Landmark zone: the two agree for a limit of 2; for a Hero whose limit is another number, the judge "
            "follows 4.2.5.c",
            "le Nettoyage garde dans chaque zone autant d'objets que la limite du Héros (4.2.5.c, la règle de la "
            "phase de Nuit), là où le résumé de la journée (1.3.2.f) dit que chaque joueur ne conserve « que deux "
            "cartes » dans la Réserve et la zone des Repères : les deux s'accordent pour une limite de 2 ; pour un "
            "Héros dont la limite est un autre nombre, le juge suit 4.2.5.c"),
    Reading("clean-up-counts-every-object", ("4.2.5.c", "1.3.2.f", "2.2.1.d"),
            "Clean-up counts and chooses among every object in the zone, a token included (4.2.5.c: \"objects\"), "
            "where the summary of the day (1.3.2.f) says the players discard the excess cards; a token is not a card "
            "(the reading token-is-not-a-card): a Permanent token in the Landmark zone (the reading "
            "token-type-by-card-text) counts toward the limit, may be kept, and is discarded with the objects not "
            "kept. The seed documents do not reconcile the two wordings",
            "le Nettoyage compte tous les objets de la zone, jeton compris, et choisit parmi eux (4.2.5.c : "
            "« objets »), là où le résumé de la journée (1.3.2.f) dit que les joueurs défaussent l'excédent de "
            "cartes ; un jeton n'est pas une carte (la lecture token-is-not-a-card) : un jeton Permanent dans la zone "
            "des Repères (la lecture token-type-by-card-text) compte pour la limite, peut être gardé, et est défaussé "
            "avec les objets non gardés. Les règles fournies ne concilient pas les deux formulations"),
    Reading("passed-player-plays-by-an-effect", ("1.3.2.d*", "clarification-des-phases-d-une-journee", "1.4.2.a",
                                                 "1.4.1.a"),
            "a player who has passed still plays a card that an effect makes them play in the Afternoon (a reaction "
            "of theirs, in the opponent's turn): 1.3.2.d* takes away their turns, and the Clarification's \"once a "
            "player has passed, they can no longer play cards for this phase\" is read as the cards a player plays "
            "in a turn; a card that allows a player to do what they normally cannot takes priority (1.4.2.a). The "
            "seed documents do not say whether that sentence makes such a play impossible (1.4.1.a)",
            "un joueur qui a passé joue quand même une carte qu'un effet lui fait jouer pendant l'Après-midi (une "
            "réaction à lui, pendant le tour de l'adversaire) : 1.3.2.d* lui retire ses tours, et la phrase de la "
            "Clarification « une fois qu'un joueur a passé, il ne peut plus jouer de cartes pour cette phase » est "
            "lue comme visant les cartes qu'un joueur joue pendant un tour ; une carte qui permet à un joueur de "
            "faire ce qu'il ne peut normalement pas faire prend la priorité (1.4.2.a). Les règles fournies ne disent "
            "pas si cette phrase rend un tel jeu impossible (1.4.1.a)"),
    Reading("mana-orb-has-no-faction", ("2.2.8.c", "2.2.1.f"),
            "a face-down card in a Mana zone, a Mana Orb (2.2.1.f), has no faction: a faction is defined by the "
            "faction symbol and background a card shows (2.2.8.c), and the seeds give a face-down card in the Mana "
            "zone its type, not its faction; a selector naming a faction does not count it, and \"neutral\" does",
            "une carte face cachée dans une zone de Mana, un Orbe de Mana (2.2.1.f), n'a pas de faction : une faction "
            "est définie par le symbole de faction et la couleur de fond qu'une carte montre (2.2.8.c), et les règles "
            "fournies donnent à une carte face cachée dans la zone de Mana son type, pas sa faction ; un sélecteur "
            "qui nomme une faction ne la compte pas, « neutre » la compte"),
    Reading("verbs-named-without-definition", ("6.1.c", "1.3.2.b", "1.3.2.f"),
            "Sabotage and Resupply (6.1.c's example), draw (1.3.2.b) and discard (1.3.2.f) are named by the seed "
            "text without being defined, and sacrifice and boost are not named by it at all: they follow the game's "
            "usual meaning",
            "Sabotez et Ravitaillez (l'exemple de 6.1.c), piochez (1.3.2.b) et défaussez (1.3.2.f) sont nommés par "
            "le texte fourni sans être définis, et sacrifiez et boostez n'y sont pas nommés du tout : ils suivent "
            "leur sens habituel dans le jeu"),
    Reading("card-text-plays-and-delayed-effects", ("5.1.2.a", "5.1.2.d", "1.2.6.a"),
            "an effect that says \"Immediately play …\" makes its controller play cards as a step of the effect, "
            "through the whole playing process (5.1.2.a), from the Hand or the Reserve; \"for free\" pays no cost "
            "(and no Tough, 7.4.5.c), \"for {N} less\" pays N less, other cost changes still apply (the cards "
            "offered are those its ready Mana pays with all these cost changes, the delayed effects waiting for "
            "the next card included); the card "
            "played is \"it\" for the next steps, and its reactions are checked after that step (4.4.a). \"The "
            "next card you play this turn …\" waits in the state until its player plays a card that fits, which "
            "uses it up, or the turn ends; one that makes the card \"free\" is read as playing it for free (no "
            "Tough either, 7.4.5.c). The seed documents define neither: the cards' text is followed",
            "un effet qui dit « Jouez immédiatement … » fait jouer des cartes à son contrôleur pendant une étape de "
            "l'effet, par tout le processus de jeu (5.1.2.a), depuis la Main ou la Réserve ; « gratuitement » ne "
            "paie aucun coût (ni Coriace, 7.4.5.c), « pour {N} de moins » paie N de moins, les autres changements "
            "de coût s'appliquent encore (les cartes proposées sont celles que son Mana prêt paie avec tous ces "
            "changements de coût, y compris les effets différés qui attendent la prochaine carte) ; la carte "
            "jouée est « il » pour les étapes suivantes, et ses réactions "
            "sont vérifiées après cette étape (4.4.a). « La prochaine carte que vous jouez ce tour … » attend dans "
            "l'état que son joueur joue une carte qui convient, qui l'épuise, ou que le tour finisse ; celle qui "
            "rend la carte « gratuite » est lue comme la faire jouer gratuitement (sans Coriace non plus, 7.4.5.c). "
            "Les règles "
            "fournies ne définissent ni l'un ni l'autre : on suit le texte des cartes"),
    Reading("amount-counted-as-the-step-happens", ("6.1.e", "6.1.f"),
            "an amount \"per\" a count (\"I gain 1 boost per Character you control\", \"1 counter for each …\") is "
            "counted once, as its step happens, before any of the step's atomic actions (6.1.f: they happen "
            "simultaneously), and is the same for every object the step affects. The seed documents do not say "
            "when such a count is made",
            "une quantité « par » un compte (« Je gagne 1 boost par Personnage que vous contrôlez », « 1 compteur "
            "pour chaque … ») est comptée une fois, quand son étape a lieu, avant toutes les actions atomiques de "
            "l'étape (6.1.f : elles ont lieu simultanément), et est la même pour chaque objet affecté. Les règles "
            "fournies ne disent pas quand ce compte est fait"),
    Reading("draws-one-or-more-once-per-step", ("6.1.c", "6.1.e", "6.3.b"),
            "\"when a player draws one or more cards\" is one event per step and per player who draws: a step "
            "(one verb, 6.1.c) draws its cards in one atomic action each (6.1.e), and the reaction applies to the "
            "first card that player draws in it, not to the others (\"draw 2\", the Morning's Draw: one "
            "activation); with \"or Resupplies\", a Resupply in the same step is the same event. The seed documents "
            "do not define drawing",
            "« lorsqu'un joueur pioche au moins une carte » est un seul événement par étape et par joueur qui "
            "pioche : une étape (un verbe, 6.1.c) pioche ses cartes en une action atomique chacune (6.1.e), et la "
            "réaction s'applique à la première carte que ce joueur y pioche, pas aux autres (« piochez 2 », la "
            "Pioche du Matin : une seule activation) ; avec « ou Ravitaille », un Ravitaillement dans la même étape "
            "est le même événement. Les règles fournies ne définissent pas la pioche"),
    Reading("draw-sent-elsewhere-is-not-drawn", ("6.2.b", "6.3.b"),
            "a card that a replacement modifier sends from a deck to a zone other than its player's Hand (\"If a card "
            "would go to your Hand, put it into your Reserve instead\") is not drawn: a replacement changes what the "
            "atomic action does (6.2.b) and its new destination decides what happened, as a discard put into a "
            "Reserve instead is not a discard; so \"when … draws\" reactions and \"If you would draw\" modifiers do "
            "not apply to it. The seed documents do not define drawing",
            "une carte qu'un modificateur de remplacement envoie d'un deck dans une autre zone que la Main de son "
            "joueur (« Si une carte devait aller dans votre Main, mettez-la dans votre Réserve à la place ») n'est pas "
            "piochée : un remplacement change ce que fait l'action atomique (6.2.b) et sa nouvelle destination décide "
            "de ce qui s'est produit, comme une défausse mise dans une Réserve à la place n'est pas une défausse ; "
            "les réactions « lorsque … pioche » et les modificateurs « Si vous deviez piocher » ne s'y appliquent "
            "donc pas. Les règles fournies ne définissent pas la pioche"),
    Reading("mode-with-a-cost-is-an-internal-action", ("5.2.3.c", "6.5.g", "6.1.d"),
            "a mode printed with a cost (\"Choose one: • … • {T} : I gain 2 boosts\") is chosen at the declaration "
            "like any mode (5.2.3.c) and read as an internal action (6.5.g): its cost is paid in one step (6.1.d) as "
            "the mode resolves, and its player may decline to pay it, the mode then doing nothing. The seed documents "
            "give a cost inside a mode no rule of its own",
            "un mode imprimé avec un coût (« Choisissez-en un : • … • {T} : je gagne 2 boosts ») est choisi à la "
            "déclaration comme tout mode (5.2.3.c) et lu comme une action interne (6.5.g) : son coût est payé en une "
            "étape (6.1.d) quand le mode se résout, et son joueur peut refuser de le payer, le mode ne faisant alors "
            "rien. Les règles fournies ne donnent pas de règle propre à un coût dans un mode"),
    Reading("passing-is-an-event", ("4.2.3.c", "1.3.2.d*", "6.3.b"),
            "passing (4.2.3.c: a turn plays a quick action, plays a card or passes; 1.3.2.d*: once a player has "
            "passed, they can no longer take turns that day) is an event reactions can match (6.3.b), as the check "
            "of reactions after it (4.2.3.c, step 2) allows: \"when you pass first\" (as the card's reminder text "
            "explains it) is a pass while no other player has passed that day; its "
            "Reaction-Emblem is created as the player passes and played at that check",
            "passer (4.2.3.c : un tour joue une action rapide, joue une carte ou passe ; 1.3.2.d* : une fois qu'un "
            "joueur a passé, il ne peut plus prendre de tours ce jour-là) est un événement que les réactions peuvent "
            "reconnaître (6.3.b), comme le permet la vérification des réactions qui le suit (4.2.3.c, étape 2) : "
            "« lorsque vous passez en premier » (comme l'explique le texte de rappel de la carte) "
            "est un passe alors qu'aucun autre joueur n'a passé ce jour-là ; son Emblème-Réaction "
            "est créé quand le joueur passe et joué à cette vérification"),
    Reading("phase-trigger-condition", ("4.4.a", "4.2.b", "6.3.b", "6.5.c"),
            "\"At PHASE, if CONDITION — EFFECT\": the condition is tested as the phase begins, when its reactions "
            "are checked (4.2.b); the reaction applies to the phase's event (6.3.b), and its Reaction-Emblem is "
            "created, only if the condition holds then. It is read as a conditional step's condition is (6.5.c: "
            "the bearer is \"me\", its controller \"you\"), and it is not tested again as the emblem resolves. 4.4.a "
            "gives a reaction an optional trigger condition after its trigger, but does not say when it is tested",
            "« À PHASE, si CONDITION — EFFET » : la condition est évaluée au début de la phase, quand ses réactions "
            "sont vérifiées (4.2.b) ; la réaction s'applique à l'événement de la phase (6.3.b), et son "
            "Emblème-Réaction est créé, seulement si la condition est alors remplie. Elle se lit comme celle d'une "
            "étape conditionnelle (6.5.c : le porteur est « je », son contrôleur « vous »), et n'est pas évaluée de "
            "nouveau quand l'emblème se résout. 4.4.a donne à une réaction une condition de déclenchement facultative "
            "après son déclencheur, mais ne dit pas quand elle est évaluée"),
    Reading("event-trigger-condition", ("4.4.a", "6.3.b", "6.5.c"),
            "\"When EVENT, if CONDITION — EFFECT\": 4.4.a gives a reaction an optional trigger condition after its "
            "trigger, but does not say when it is tested. It is tested when the reaction would apply to the event "
            "(6.3.b: a Reaction is an additive modifier of it), on the board as it is before the event's step "
            "changes it: the reaction is activated, its Reaction-Emblem created and counted among its 100 a day "
            "(6.3.f), only if the condition holds then. It is read as a conditional step's condition is "
            "(6.5.c: the bearer is \"me\", its controller \"you\", the object of the event \"it\", as it is before the "
            "event), and it is not tested again as the emblem resolves",
            "« Quand ÉVÉNEMENT, si CONDITION — EFFET » : 4.4.a donne à une réaction une condition de déclenchement "
            "facultative après son déclencheur, sans dire quand elle est évaluée. Elle l'est quand la réaction "
            "s'appliquerait à l'événement (6.3.b : une Réaction en est un modificateur additif), sur le plateau tel "
            "qu'il est avant que l'étape de l'événement ne le change : la réaction n'est activée, son Emblème-Réaction "
            "créé et compté parmi ses 100 du jour (6.3.f), que si la condition est alors remplie. Elle se lit comme "
            "celle d'une étape conditionnelle (6.5.c : le porteur est « je », son contrôleur « vous », l'objet de "
            "l'événement « il », tel qu'il est avant l'événement), et n'est pas "
            "évaluée de nouveau quand l'emblème se résout"),
    Reading("first-card-played-each-phase", ("1.2.4.c", "4.2.a", "5.1.2.a"),
            "\"The first Character you play each Afternoon gains 1 boost\" (a passive ability, 1.2.4.c) applies to the "
            "first card of that type its controller plays in that phase (4.2.a), as it is played (5.1.2.a), and to "
            "no later one; a card played before the ability's object came into play still counts as played. The "
            "boosts are gained as it enters, as a delayed effect's are. The seed documents do not define it: the "
            "card's text is followed",
            "« Le premier Personnage que vous jouez chaque Après-midi gagne 1 boost » (une capacité passive, "
            "1.2.4.c) s'applique à la première carte de ce type que son contrôleur joue dans cette phase (4.2.a), "
            "quand elle est jouée (5.1.2.a), et à aucune autre ensuite ; une carte jouée avant que l'objet de la "
            "capacité soit en jeu compte comme jouée. Les boosts sont gagnés en entrant, comme ceux d'un effet "
            "différé. Les règles fournies ne le définissent pas : on suit le texte de la carte"),
    Reading("reserve-limit-by-card-text", ("4.2.5.c", "4.2.5.d", "6.1.g"),
            "\"You may keep two more cards in Reserve during Night if they're exhausted\" changes the Clean-up "
            "(4.2.5.c; 4.2.5.d's remark allows limits that change): its controller first chooses as many objects as "
            "their Hero's Reserve limit, as usual, then may keep one more among those not chosen (an exhausted one, as "
            "the card says) or none, asked once per further object, in initiative order (6.1.g). The seed documents do "
            "not say how a limit is changed: the card's text is followed",
            "« Vous pouvez conserver deux cartes de plus en Réserve pendant la Nuit si elles sont épuisées » change le "
            "Nettoyage (4.2.5.c ; la remarque de 4.2.5.d admet des limites qui changent) : son contrôleur choisit "
            "d'abord autant d'objets que la limite de Réserve de son Héros, comme d'habitude, puis peut en garder un "
            "de plus parmi ceux qui ne sont pas choisis (un objet épuisé, comme le dit la carte) ou aucun, une fois "
            "par objet de plus, dans l'ordre d'initiative (6.1.g). Les règles fournies ne disent pas comment une "
            "limite change : on suit le texte de la carte"),
    Reading("card-text-to-mana-exhausted", ("2.2.1.f", "1.4.4.a", "1.3.2.b", "6.5.f"),
            "a card an effect puts into a Mana zone (\"Put the top card of your deck in your Mana zone (as an "
            "exhausted Mana Orb)\", \"put me in my owner's Mana zone\", \"Put it into your Mana zone\") goes face "
            "down, a new object (1.4.4.a) whose type is Mana Orb (2.2.1.f), and arrives exhausted, as the printed "
            "cards' reminder text says (\"as an exhausted Mana Orb\"): a reminder restates the game's rule, so a text "
            "that leaves it out (reminders are dropped as the text is read) or never had it puts an exhausted Mana "
            "Orb too, unless the card's text says the Mana Orb is ready. The seed documents only describe the "
            "Morning's Mana (1.3.2.b), a daily effect after Prepare, whose Mana Orb is not exhausted; several top "
            "cards are taken one after the other (6.1.f); with an empty deck it cannot happen and is ignored "
            "(1.2.6.f, 6.5.f)",
            "une carte qu'un effet met dans une zone de Mana (« Mettez la première carte de votre deck dans votre "
            "zone de Mana (en tant qu'Orbe de Mana épuisé) », « mettez-moi dans la zone de Mana de mon "
            "propriétaire », « Mettez-la dans votre zone de Mana ») y va face cachée, un nouvel objet (1.4.4.a) "
            "dont le type est Orbe de Mana (2.2.1.f), et arrive épuisée, comme le dit le texte de rappel des cartes "
            "imprimées (« en tant qu'Orbe de Mana épuisé ») : un rappel redit la règle du jeu, donc un texte qui "
            "l'omet (les rappels sont écartés à la lecture du texte) ou ne l'a jamais eu met aussi un Orbe de Mana "
            "épuisé, sauf si le texte de la carte dit que l'Orbe de Mana est redressé. Les règles fournies ne "
            "décrivent que le Mana du matin (1.3.2.b), un effet quotidien après la Préparation, dont l'Orbe de Mana "
            "n'est pas épuisé ; plusieurs cartes du dessus sont prises l'une après l'autre (6.1.f) ; avec un deck "
            "vide, c'est impossible et c'est ignoré (1.2.6.f, 6.5.f)"),
    Reading("put-into-deck-at-the-bottom", ("1.4.4.a", "1.4.3.a"),
            "a card an effect puts into a Deck without saying where (\"Put it into its owner's Deck\") goes at the "
            "bottom of that Deck, face down, a new object (1.4.4.a): the top card, the one a Draw or a Resupply "
            "takes, stays the same; a card another player owns goes to its owner's Deck (1.4.3.a)",
            "une carte qu'un effet met dans un Deck sans dire où (« Mettez-la dans le Deck de son propriétaire ») va "
            "au-dessous de ce Deck, face cachée, un nouvel objet (1.4.4.a) : la carte du dessus, celle que prennent "
            "une pioche ou un Ravitaillement, reste la même ; une carte qu'un autre joueur possède va dans le Deck "
            "de son propriétaire (1.4.3.a)"),
    Reading("optional-modifier-chosen-when-it-applies", ("6.2.b", "6.5.b", "6.2.h"),
            "a replacement modifier that says \"you may … instead\" is applied only if its controller says so: "
            "they choose when it would be applied (as an optional step is chosen just before it happens, 6.5.b), "
            "after the order of the modifiers is chosen (6.2.f); declined, it does not apply to that atomic action "
            "(a modifier applies once at most to each, 6.2.h)",
            "un modificateur de remplacement qui dit « vous pouvez … à la place » ne s'applique que si son "
            "contrôleur le veut : il le choisit quand il s'appliquerait (comme une étape optionnelle est choisie "
            "juste avant qu'elle ait lieu, 6.5.b), après le choix de l'ordre des modificateurs (6.2.f) ; refusé, il "
            "ne s'applique pas à cette action atomique (un modificateur ne s'applique qu'une fois à chacune, 6.2.h)"),
    Reading("failing-to-advance-is-an-event", ("1.3.2.e", "4.2.d", "6.3.b"),
            "an expedition that Progress does not advance (1.3.2.e: none of its statistics wins its region's terrain; "
            "a Defender holds it; its advance is replaced or cannot happen), unless it advanced earlier that Dusk (an "
            "\"At Dusk\" reaction: it cannot advance twice, Clarification of the phases), \"fails to move forward "
            "during Dusk\": "
            "nothing changes, but the card's trigger names it, so once the step of Progress has happened each such "
            "expedition is an event the reactions are matched against (6.3.b); their Reaction-Emblems are played at "
            "the check after the daily effect (4.2.d). The seed documents do not name this event",
            "une expédition que l'avancement n'avance pas (1.3.2.e : aucune de ses statistiques ne l'emporte sur un "
            "terrain de sa région ; un Défenseur la retient ; son avancée est remplacée ou impossible), sauf si elle a "
            "avancé plus tôt dans ce Crépuscule (une réaction « Au Crépuscule » : elle ne peut avancer deux fois, "
            "Clarification des phases), « n'avance pas pendant le Crépuscule » : rien ne change, mais le "
            "déclencheur de la carte le nomme, donc une fois "
            "l'étape de l'avancement passée, chacune de ces expéditions est un événement auquel les réactions sont "
            "comparées (6.3.b) ; leurs Emblèmes-Réaction sont joués à la vérification qui suit l'effet quotidien "
            "(4.2.d). Les règles fournies ne nomment pas cet événement"),
    Reading("one-or-more-expeditions-once-per-step", ("7.3.11.a", "6.1.e", "6.3.b"),
            "\"when one or more of your Ascended Expeditions moves forward\" is one event per step: each expedition "
            "advances by an atomic action of its own (7.3.11.a, 6.1.e), and the reaction applies to the first of them "
            "in the step, not to the others; that expedition is \"it\" for the effect (the Characters facing it are "
            "those of the opponent's expedition of the same kind, the one Progress compares it with, 1.3.2.e)",
            "« lorsqu'au moins une de vos Expéditions Élevées avance » est un seul événement par étape : chaque "
            "expédition avance par une action atomique (7.3.11.a, 6.1.e), et la réaction s'applique à la première "
            "d'entre elles dans l'étape, pas aux autres ; cette expédition est « elle » pour l'effet (les "
            "Personnages qui lui font face sont ceux de l'expédition adverse de même sorte, celle que l'avancement "
            "lui compare, 1.3.2.e)"),
    Reading("gift-by-reminder-text", ("4.2.3.c", "1.2.4.b", "6.3.b"),
            "a Gift, which the seed documents do not define, is read from the card's reminder text: during a "
            "player's turn (4.2.3.c: the Afternoon's turns, from the first one on, none at the check of reactions that "
            "opens the Afternoon, 4.2.3.b; the first player's when the scenario names none), a card "
            "one of their opponents draws, a Resupply of that opponent's (an Exhausted Resupply too) or a token "
            "created in one of that opponent's zones, whatever makes it happen; each card drawn, each Resupply and "
            "each token is a Gift, an event reactions can match (6.3.b)",
            "un Don, que les règles fournies ne définissent pas, est ce que dit le texte de rappel de la carte : "
            "pendant le tour d'un joueur (4.2.3.c : les tours de l'Après-midi, à partir du premier, aucun pendant la "
            "vérification des réactions qui ouvre l'Après-midi, 4.2.3.b ; celui du premier joueur quand le "
            "scénario n'en nomme pas), un de ses adversaires pioche une carte, Ravitaille (un Ravitaillement Épuisé "
            "aussi) ou reçoit un jeton (créé dans une de ses zones), quoi qui le cause ; chaque carte piochée, "
            "chaque Ravitaillement et chaque jeton est un Don, un événement que les réactions peuvent reconnaître "
            "(6.3.b)"),
    Reading("rush-by-reminder-text", ("1.2.4.b", "5.1.2.a", "4.2.3.c", "6.5.d"),
            "Rush, a keyword (1.2.4.b) the seed documents do not define, is read from the card's reminder text "
            "(playing another card at once): a step in which its controller plays a card as a turn's \"play a card\" "
            "does (4.2.3.c: from the Hand or the Reserve, its cost paid), through the whole playing process "
            "(5.1.2.a); with no card they can play, the step does nothing, and \"If you don't\" (the negation of "
            "6.5.d's \"if you do\") then happens, as it does when they decline the step",
            "Foncer, un mot-clé (1.2.4.b) que les règles fournies ne définissent pas, se lit d'après le texte de "
            "rappel de la carte (jouer une autre carte aussitôt) : une étape où son contrôleur joue une carte comme "
            "le ferait « jouer une carte » pendant un tour (4.2.3.c : depuis la Main ou la Réserve, son coût payé), "
            "par tout le processus de jeu (5.1.2.a) ; s'il ne peut jouer aucune carte, l'étape ne fait rien, et « Si "
            "vous ne le faites pas » (la négation du « si vous le faites » de 6.5.d) a lieu, comme quand il refuse "
            "l'étape"),
    Reading("another-is-a-different-object", ("6.5.c", "2.2.1.h"),
            "\"you control a [[Fleeting]] Character, another [[Anchored]] Character and yet another [[Asleep]] "
            "Character\" needs three different objects, one for each status: an object that has two of them counts for "
            "one only (the seed documents do not define \"another\")",
            "« vous contrôlez un Personnage [[Fugace]], un autre Personnage [[Ancré]] et encore un Personnage "
            "[[Endormi]] » demande trois objets différents, un par statut : un objet qui en a deux ne compte que pour "
            "l'un d'eux (les règles fournies ne définissent pas « autre »)"),
    Reading("x-chosen-as-it-is-played", ("5.1.2.b", "6.1.d"),
            "a quick action whose cost and effect say X (\"{T}, {X} : Create X … tokens. X can't be higher than the "
            "number of …\"): the seed documents do not define X; its player chooses it while declaring the quick "
            "action, with how its costs will be paid (5.1.2.b), from 0 to the bound its text gives, counted then; X "
            "Mana is paid with the rest of the cost (6.1.d) and the effect uses that X",
            "une action rapide dont le coût et l'effet disent X (« {T}, {X} : Créez X jetons … X ne peut dépasser le "
            "nombre de … ») : les règles fournies ne définissent pas X ; son joueur le choisit en déclarant l'action "
            "rapide, avec la façon de payer ses coûts (5.1.2.b), de 0 à la limite que donne son texte, comptée alors ; "
            "X Mana est payé avec le reste du coût (6.1.d) et l'effet utilise ce X"),
    Reading("up-to-n-modes-in-printed-order", ("5.2.3.c", "6.5.e"),
            "\"Choose up to N:\" (N printed, or counted: \"up to the number of cards in your Landmarks\"): the seed "
            "documents define \"Choose one\" only; up to N different modes are chosen at the declaration, each once "
            "unless the card says so, in their printed order (N counted then), and they resolve in that order",
            "« Choisissez jusqu'à N : » (N imprimé, ou compté : « jusqu'à votre nombre de cartes en Repères ») : les "
            "règles fournies ne définissent que « Choisissez l'un » ; jusqu'à N modes différents sont choisis lors de "
            "la déclaration, chacun une fois sauf si la carte le dit, dans leur ordre imprimé (N compté alors), et ils "
            "se résolvent dans cet ordre"),
    Reading("n-modes-as-many-as-can-be-chosen", ("5.2.3.c", "5.2.3.d", "6.5.e"),
            "\"Choose two:\": the seed documents define \"Choose one\" only; as with \"Choose up to N:\", N "
            "different modes are chosen at the declaration, each once, in their printed order, and they resolve in "
            "that order; each choice leaves after it enough modes whose targets can be chosen (5.2.3.d) for the "
            "choices still to come, and when fewer than N can be chosen, as many as can be are chosen",
            "« Choisissez deux : » : les règles fournies ne définissent que « Choisissez l'un » ; comme pour "
            "« Choisissez jusqu'à N : », N modes différents sont choisis lors de la déclaration, chacun une fois, "
            "dans leur ordre imprimé, et ils se résolvent dans cet ordre ; chaque choix laisse après lui assez de "
            "modes dont les cibles peuvent être choisies (5.2.3.d) pour les choix restants, et quand moins de N "
            "peuvent être choisis, on en choisit autant que possible"),
    Reading("spend-a-counter-of-any-kind", ("1.2.4.c", "6.1.d"),
            "\"spend 1 counter from a card you control or in your Reserve\": a counter of any kind, a boost included "
            "(the seed documents have no counters but boosts), chosen with its card as the cost is paid (6.1.d), among "
            "the cards the text names that have one; it is removed (a card with no boost left is no longer Boosted); "
            "with none to spend the cost cannot be paid",
            "« dépenser 1 compteur d'une carte que vous contrôlez ou dans votre Réserve » : un compteur de n'importe "
            "quel type, boost compris (les règles fournies n'ont pas d'autres compteurs que les boosts), choisi avec "
            "sa carte quand le coût est payé (6.1.d), parmi les cartes que nomme le texte qui en ont un ; il est "
            "retiré (une carte sans plus aucun boost n'est plus Boostée) ; sans compteur à dépenser, le coût ne peut "
            "pas être payé"),
    Reading("visible-single-terrain-regions", ("2.2.1.e", "7.3.11.b", "1.3.2.e"),
            "\"single-terrain regions are visible\": the regions of the adventure (an Adventure card or half of a "
            "Tumult card, 2.2.1.e) that are face up, a face-down Tumult's being hidden until it is revealed "
            "(7.3.11.b), and whose type is one terrain (forest, mountain or water: the type Progress compares, "
            "1.3.2.e); the hero and companion regions, of all three terrains, are not single-terrain (the seed "
            "documents define neither word)",
            "« des régions mono-terrain sont visibles » : les régions de l'aventure (une carte Aventure ou une "
            "moitié de carte Tumulte, 2.2.1.e) face visible, celle d'un Tumulte face cachée étant cachée jusqu'à ce "
            "qu'il soit révélé (7.3.11.b), et dont le type est un seul terrain (forêt, montagne ou eau : le type que "
            "compare la Progression, 1.3.2.e) ; les régions du héros et du compagnon, des trois terrains, ne sont "
            "pas mono-terrain (les règles fournies ne définissent aucun des deux mots)"),
    Reading("markers-met-before-dusk-meet-at-dusk", ("egalite", "4.2.e"),
            "a side whose Expedition markers met before the Dusk (an effect earlier in the day made them meet) and are "
            "still together as the Dusk ends counts among the sides whose markers met during the Dusk (glossary "
            "\"Égalité\"): the seed documents speak only of markers that meet during the Dusk phase, and say nothing "
            "of markers that meet at another time",
            "un camp dont les marqueurs d'Expédition se sont rejoints avant le Crépuscule (un effet plus tôt dans la "
            "journée les a réunis) et le sont encore quand le Crépuscule finit compte parmi les camps dont les "
            "marqueurs se sont rejoints pendant le Crépuscule (glossaire « Égalité ») : les documents fournis ne "
            "parlent que de marqueurs qui se rejoignent pendant la phase Crépuscule, et rien de marqueurs réunis à un "
            "autre moment"),
    Reading("arena-each-expedition-gigantic-double", ("egalite", "1.3.2.e", "7.3.11.d"),
            "in the Arena (glossary \"Égalité\"), Progress compares each expedition with the facing one in every "
            "terrain, and a Gigantic Character's statistics count double in each expedition it counts in (\"les "
            "Personnages Gigantesques comptent double\"); winning moves nothing there (7.3.11.d), and the judge "
            "names no winner: the glossary says the statistics are compared in the Arena, not how",
            "dans l'Arène (glossaire « Égalité »), l'avancement compare chaque expédition à celle d'en face dans "
            "chaque terrain, et les statistiques d'un Personnage Gigantesque comptent double dans chaque expédition "
            "où il compte (« les Personnages Gigantesques comptent double ») ; gagner n'y déplace rien (7.3.11.d), "
            "et le juge ne désigne pas de vainqueur : le glossaire dit que les statistiques sont comparées dans "
            "l'Arène, pas comment"),
    Reading("prepare-readies-the-reserve", ("1.3.2.b", "2.2.1.h", "clarification-des-phases-d-une-journee"),
            "Prepare readies the cards exhausted in a Reserve too: 1.3.2.b names the Characters, Permanents and Mana "
            "Orbs (a daily effect's \"Character\" is an object in play, 2.2.1.h), but the Clarification of the "
            "phases says the players ready \"every exhausted card on the board\", and a card exhausted in a Reserve "
            "(Exhausted Resupply, Cooldown) can't be played until it is readied",
            "la Préparation redresse aussi les cartes épuisées dans une Réserve : 1.3.2.b nomme les Personnages, les "
            "Permanents et les Orbes de Mana (le « Personnage » d'un effet quotidien est un objet en jeu, 2.2.1.h), "
            "mais la Clarification des phases dit que les joueurs redressent « toutes les cartes épuisées sur le "
            "plateau », et une carte épuisée dans une Réserve (Ravitaillez épuisé, Rafraîchissement) ne peut pas être "
            "jouée avant d'être redressée"),
    Reading("prepare-readies-the-hero", ("1.3.2.b", "2.2.1.a", "1.2.4.d", "clarification-des-phases-d-une-journee"),
            "Prepare readies an exhausted Hero too: 1.3.2.b names the Characters, Permanents and Mana Orbs, and a Hero "
            "is none of them (2.2.1.a), but the Clarification of the phases says the players ready \"every exhausted "
            "card on the board\", and the Hero is in play in the Hero zone (1.2.4.d)",
            "Préparer redresse aussi un Héros épuisé : 1.3.2.b nomme les Personnages, Permanents et Orbes de Mana, et "
            "un Héros n'est aucun d'eux (2.2.1.a), mais la Clarification des phases dit que les joueurs redressent "
            "« toutes les cartes épuisées sur le plateau », et le Héros est en jeu dans la zone de Héros (1.2.4.d)"),
    Reading("unplayable-card-still-mana", ("1.4.1.a", "1.2.4.d", "1.3.2.b", "2.2.1.f"),
            "a card whose text says it can't be played (only used as a Mana Orb) cannot be played from its Hand or its "
            "Reserve, by its player or by an effect (1.4.1.a; the ability works in those zones, 1.2.4.d); putting it "
            "into the Mana zone at Morning (1.3.2.b) is not playing it, and there it is a Mana Orb (2.2.1.f): that "
            "it may be used as a Mana Orb allows nothing the rules do not already allow",
            "une carte dont le texte dit qu'elle ne peut pas être jouée (seulement servir d'Orbe de Mana) ne peut être "
            "jouée ni depuis sa Main ni depuis sa Réserve, par son joueur ou par un effet (1.4.1.a ; la capacité "
            "fonctionne dans ces zones, 1.2.4.d) ; la mettre dans la zone de Mana au Matin (1.3.2.b) n'est pas la "
            "jouer, et elle y est un Orbe de Mana (2.2.1.f) : qu'elle puisse servir d'Orbe de Mana ne permet rien "
            "que les règles ne permettent déjà"),
    Reading("asleep-statistics-not-counted-at-dusk", ("1.3.2.e", "1.4.2.a", "4.2.5.b", "2.2.10.c"),
            "at Dusk an Asleep Character's statistics are not added to its expedition's, as the game's reminder "
            "text for Asleep says (the source rest-statuses-stay follows for Rest). The seed documents add up the "
            "statistics of all the Characters (1.3.2.e) and define Asleep only as a status that modifies Rest "
            "(4.2.5.b remark): the judge departs from the letter of 1.3.2.e here, taking the status's own rule as the "
            "specific one (1.4.2.a), although that rule is reminder text, which 2.2.10.c says is not part of the rules",
            "au Crépuscule les statistiques d'un Personnage Endormi ne sont pas ajoutées à celles de son expédition, "
            "comme le dit le texte de rappel du jeu pour Endormi (la source que suit rest-statuses-stay pour le "
            "Repos). Les règles fournies additionnent les statistiques de tous les Personnages (1.3.2.e) et ne "
            "définissent Endormi que comme un statut qui modifie le Repos (remarque de 4.2.5.b) : le juge s'écarte ici "
            "de la lettre de 1.3.2.e, en prenant la règle propre au statut comme la règle spécifique (1.4.2.a), bien "
            "que cette règle soit un texte de rappel, que 2.2.10.c dit ne pas exister dans les règles"),
    Reading("rest-statuses-stay", ("4.2.5.b", "1.3.2.f", "6.2.b"),
            "at Rest an Anchored, Asleep or Eternal Character stays in its expedition instead of being sent to the "
            "Reserve (a replacement modifier, 6.2.b), as the game's reminder texts say; Anchored and Asleep are "
            "then removed (1.3.2.f). The seed documents say that these statuses and Eternal modify Rest (4.2.5.b "
            "remark), not how",
            "au Repos un Personnage Ancré, Endormi ou Éternel reste dans son expédition au lieu d'être envoyé dans "
            "la Réserve (un modificateur de remplacement, 6.2.b), comme le disent les textes de rappel du jeu ; "
            "Ancré et Endormi lui sont ensuite retirés (1.3.2.f). Les règles fournies disent que ces statuts et "
            "Éternel modifient le Repos (remarque de 4.2.5.b), pas comment"),
    Reading("fleeting-discarded-instead-of-the-reserve", ("1.3.2.f", "6.2.b"),
            "a Fleeting Character (or Expedition Permanent: the reading expedition-permanent-joins-an-expedition) "
            "that an effect, not Rest, would send from play to a Reserve is discarded instead (a "
            "replacement modifier, 6.2.b), as the game's reminder text for the status has it (to the discard pile "
            "rather than the Reserve): the seed documents say what Fleeting does to a Character only at Rest "
            "(1.3.2.f: discarded instead of going to the Reserve), not whether it does so at other times",
            "un Personnage Fugace (ou un Permanent d'Expédition : la lecture expedition-permanent-joins-an-expedition) "
            "qu'un effet, et non le Repos, enverrait du jeu dans une Réserve est défaussé à la "
            "place (un modificateur de remplacement, 6.2.b), comme le veut le texte de rappel du jeu pour ce statut "
            "(dans la Défausse plutôt que dans la Réserve) : les règles fournies ne disent ce que Fugace fait à un "
            "Personnage qu'au Repos (1.3.2.f : défaussé au lieu d'aller en Réserve), pas s'il le fait à d'autres "
            "moments"),
    Reading("if-you-do-after-a-replacement", ("6.5.d", "6.2.b", "6.2.a"),
            "\"[Do X]; if you do, [do Y]\" when a replacement modifier changed what X does (\"put it into your "
            "Reserve\" sent to the Hand instead): the step still happened, changed (a modifier changes how a step "
            "affects the game, 6.2.a, 6.2.b), so X counts as done and Y happens (and \"If you don't\" does not). The "
            "seed documents do not say whether a replaced X is done",
            "« [Faites X] ; si vous le faites, [faites Y] » quand un modificateur de remplacement a changé ce que X "
            "fait (« mettez-le dans votre Réserve » envoyé dans la Main à la place) : l'étape s'est quand même "
            "produite, changée (un modificateur change la manière dont une étape affecte le jeu, 6.2.a, 6.2.b), donc "
            "X compte comme fait et Y se produit (et « Si vous ne le faites pas » non). Les règles fournies ne disent "
            "pas si un X remplacé est fait"),
    Reading("quick-action-cost-reactions-wait", ("4.4.a", "6.1.d", "5.1.2.d"),
            "the reactions a quick action's cost creates (a cost is one step, 6.1.d) are not checked between paying "
            "the cost and resolving the effect: they wait for the check after a step of the effect (4.4.a.2) or after "
            "the quick action (4.4.a.3); the seed documents do not say whether the cost's step is one of the steps "
            "after which reactions are checked",
            "les réactions créées par le coût d'une action rapide (un coût est une seule étape, 6.1.d) ne sont pas "
            "vérifiées entre le paiement du coût et la résolution de l'effet : elles attendent la vérification après "
            "une étape de l'effet (4.4.a.2) ou après l'action rapide (4.4.a.3) ; les règles fournies ne disent pas si "
            "l'étape du coût est de celles après lesquelles les réactions sont vérifiées"),
    Reading("held-reaction-keeps-no-initiative", ("4.4.a", "4.4.b", "4.4.c", "5.1.1.d"),
            "at a check, a player whose reactions in Limbo were all created by an internal action whose effect has "
            "not ended (they are played only after the end of that effect, 4.4.a remark) is passed over: the next "
            "player in initiative order who controls a reaction that can be played chooses one and plays it (4.4.b). "
            "The seed documents do not say whether such a held reaction makes the others wait (4.4.b and 5.1.1.d "
            "name the first player who controls a reaction in Limbo, who must play one; the 4.4.c remark has the "
            "player with the initiative play all their reactions first)",
            "lors d'une vérification, un joueur dont les réactions dans le Limbo ont toutes été créées par une "
            "action interne dont l'effet n'est pas terminé (elles ne sont jouées qu'après la fin de cet effet, "
            "remarque de 4.4.a) est passé : le joueur suivant dans l'ordre d'initiative qui contrôle une réaction "
            "jouable en choisit une et la joue (4.4.b). Les règles fournies ne disent pas si une telle réaction "
            "fait attendre les autres (4.4.b et 5.1.1.d nomment le premier joueur qui contrôle une réaction dans le "
            "Limbo, qui doit en jouer une ; la remarque de 4.4.c fait jouer d'abord toutes ses réactions au joueur "
            "qui a l'initiative)"),
    Reading("spell-cost-reactions-wait", ("4.4.a", "6.1.d", "5.1.2.d", "5.1.2.e"),
            "the reactions created as a Spell is played, by its cost (a cost is one step, 6.1.d) or its move to Limbo, "
            "are not checked before the Spell resolves: they wait in Limbo and are played at the check after the first "
            "step of its effect (4.4.a.2), or after the card is played (4.4.a.3) when the check after its steps has "
            "not played them; the seed documents do not say whether the cost's step is one of the steps after which "
            "reactions are checked",
            "les réactions créées quand on joue un Sort, par son coût (un coût est une seule étape, 6.1.d) ou son "
            "passage dans le Limbo, ne sont pas vérifiées avant que le Sort se résolve : elles attendent dans le "
            "Limbo et sont jouées à la vérification après la première étape de son effet (4.4.a.2), ou après que la "
            "carte a été jouée (4.4.a.3) si la vérification après ses étapes ne les a pas jouées ; les règles "
            "fournies ne disent pas si l'étape du coût est de celles après lesquelles les réactions sont vérifiées"),
    Reading("reaction-played-with-the-targets-there-are",
            ("5.1.1.d", "5.1.2.c", "5.5.a", "5.2.3.b", "1.2.6.f", "6.5.f"),
            "a Reaction whose declaration would not be legal for a card (a target with no legal choice, fewer "
            "different legal objects than its \"N target …\") is still played, as it must be when reactions are "
            "checked (5.1.1.d): the targets there are are chosen, and the part of its effect for the missing ones is "
            "ignored (1.2.6.f, 6.5.f). The seed documents also say a target must be chosen at the declaration (5.5.a, "
            "5.2.3.b) and that after an illegal declaration the player may decide not to play (5.1.2.c)",
            "une Réaction dont la déclaration ne serait pas légale pour une carte (une cible sans choix légal, "
            "moins d'objets légaux différents que ses « N cibles … ») est quand même jouée, comme elle doit "
            "l'être quand les réactions sont vérifiées (5.1.1.d) : les cibles qui existent sont choisies, et la "
            "partie de son effet pour les autres est ignorée (1.2.6.f, 6.5.f). Les règles fournies disent aussi "
            "qu'une cible doit être choisie lors de la déclaration (5.5.a, 5.2.3.b) et qu'après une déclaration "
            "illégale le joueur peut décider de ne pas jouer (5.1.2.c)"),
    Reading("tough-after-cost-reductions", ("7.4.5.c", "5.1.2.d"),
            "a card that costs less (its own text, another card's, \"for {N} less\") and targets an opposing "
            "object with Tough X: its cost is lowered first, not below 0, then X is added; the seed documents do not "
            "give the order, which matters only when the reductions exceed the cost, and 7.4.5.c's remark treats the "
            "surcharge as added to the card's cost (a Spell played for free ignores it \"also\")",
            "une carte qui coûte moins (son propre texte, celui d'une autre carte, « pour {N} de moins ») et cible "
            "un objet adverse avec Coriace X : son coût est d'abord réduit, pas en dessous de 0, puis X est ajouté ; "
            "les règles fournies ne donnent pas l'ordre, qui ne compte que si les réductions dépassent le coût, et la "
            "remarque de 7.4.5.c traite le surcoût comme ajouté au coût de la carte (un Sort joué gratuitement "
            "l'ignore « également »)"),
    Reading("if-you-do-done-in-part", ("6.5.d", "6.5.f"),
            "\"[Do X]; if you do, [do Y]\" when X can be done only in part (\"discard two cards\" with one card in "
            "Hand, \"draw three\" from a two-card deck): the part that cannot happen is ignored and the rest happens "
            "normally (6.5.f), and X counts as done, so Y happens (and \"If you don't\" does not); only an X of which "
            "nothing happens is not done. The seed documents do not say whether X done in part is done",
            "« [Faites X] ; si vous le faites, [faites Y] » quand X ne peut se faire qu'en partie (« défaussez deux "
            "cartes » avec une seule carte en Main, « piochez trois cartes » dans un deck de deux) : la partie qui ne "
            "peut se produire est ignorée et le reste se produit normalement (6.5.f), et X compte comme fait, donc Y "
            "se produit (et « Si vous ne le faites pas » non) ; seul un X dont rien ne se produit n'est pas fait. Les "
            "règles fournies ne disent pas si X fait en partie est fait"),
    Reading("afternoon-when-the-board-names-no-phase", ("5.1.1.b", "4.2.3.a"),
            "a board that names no phase, whose do: begins with a card played, a quick action or a pass: a player "
            "does those during their turn (5.1.1.b), and turns are taken only in the Afternoon (4.2.3.a), so the "
            "board is taken to be in the Afternoon (otherwise a board with no phase is in the Morning). A board that "
            "names another phase is kept: a card played then is an illegal play",
            "un plateau qui ne nomme aucune phase et dont le do: commence par une carte jouée, une action rapide ou "
            "un passe : un joueur fait cela pendant son tour (5.1.1.b), et les tours n'ont lieu que l'Après-midi "
            "(4.2.3.a), donc le plateau est pris à l'Après-midi (sinon un plateau sans phase est au Matin). Un "
            "plateau qui nomme une autre phase est gardé : une carte jouée alors est un jeu illégal"),
    Reading("afternoon-opening-initiative", ("1.4.5.a", "4.2.3.b", "4.4.b"),
            "at the check of reactions that opens the Afternoon no turn is under way yet, and 1.4.5.a gives the "
            "Afternoon's initiative only to the player playing their turn: the first player, who takes the first turn "
            "(4.2.3.b), has it there, as in the other phases; not the player who took an earlier Afternoon's last turn",
            "à la vérification des réactions qui ouvre l'Après-midi aucun tour n'est encore en cours, et 1.4.5.a ne "
            "donne l'initiative de l'Après-midi qu'au joueur qui joue son tour : le premier joueur, qui prend le "
            "premier tour (4.2.3.b), l'a alors, comme dans les autres phases ; pas le joueur qui a pris le dernier "
            "tour d'un Après-midi précédent"),
    Reading("atomic-instant-support-in-the-reserve", ("instants-actions-atomiques", "1.2.4.d", "2.2.10.d", "4.2.b",
                                                      "clarification-des-phases-d-une-journee"),
            "at an atomic instant (the very beginning of Noon, Dusk and Night) the glossary lets only the cards "
            "already in play at that moment have their abilities tied to it trigger; the judge reads \"in play\" "
            "there as where the ability works: the support ability of a card already in the Reserve at that moment, "
            "which works only there (1.2.4.d, 2.2.10.d), triggers too, and a card that reaches the Reserve after the "
            "instant does not (the Clarification of the phases has \"all\" the abilities with an \"At Noon\" or "
            "\"At Dusk\" trigger activated). The seed documents do not reconcile the glossary's words with support "
            "abilities",
            "lors d'un instant atomique (le tout début des phases de Midi, du Crépuscule et de la Nuit) le glossaire "
            "ne laisse se déclencher que les capacités liées à cet instant des cartes déjà en jeu à ce moment ; le "
            "juge lit « en jeu » comme là où la capacité fonctionne : la capacité de soutien d'une carte déjà dans "
            "la Réserve à ce moment, qui ne fonctionne que là (1.2.4.d, 2.2.10.d), se déclenche aussi, et une carte "
            "qui arrive dans la Réserve après l'instant, non (la Clarification des phases fait activer « toutes » les "
            "capacités avec un déclencheur « À Midi » ou « Au Crépuscule »). Les règles fournies ne concilient pas les "
            "mots du glossaire avec les capacités de soutien"),
    Reading("morning-opening-check-before-the-marker", ("4.2.b", "1.3.2.b", "1.4.5.a", "instants-actions-atomiques",
                                                        "clarification-des-phases-d-une-journee"),
            "an \"At Morning\" reaction is activated as the Morning begins and played at the check of reactions that "
            "opens the phase (4.2.b), before the first-player marker passes (1.3.2.b and the Clarification of the "
            "phases list the marker's passing first among the Morning's effects): the first player of the day "
            "before has the "
            "initiative there (1.4.5.a). The seed documents name atomic instants only at the beginning of Noon, Dusk "
            "and Night, and do not say whether the marker passes before or after that check",
            "une réaction « Au Matin » est activée au début du Matin et jouée à la vérification des réactions qui "
            "ouvre la phase (4.2.b), avant que le marqueur Premier Joueur ne passe (1.3.2.b et la Clarification des "
            "phases citent le passage du marqueur en premier parmi les effets du Matin) : le premier joueur de la "
            "veille y a "
            "l'initiative (1.4.5.a). Les règles fournies ne nomment d'instants atomiques qu'au début de Midi, du "
            "Crépuscule et de la Nuit, et ne disent pas si le marqueur passe avant ou après cette vérification"),
    Reading("quick-action-cap-per-object", ("1.4.6.b", "1.4.4.a"),
            "a given quick action's 100 plays a day are counted per object: a card that changed zone and came back "
            "(a Permanent returned to the Hand and played again) is a new object (1.4.4.a), whose quick action is "
            "counted afresh, whatever the card's earlier object played today. The seed documents do not say whether "
            "\"a given quick action\" is that of the object or of the card",
            "les 100 utilisations par jour d'une action rapide donnée sont comptées par objet : une carte qui a "
            "changé de zone et est revenue (un Permanent renvoyé dans la Main puis rejoué) est un nouvel objet "
            "(1.4.4.a), dont l'action rapide est comptée à nouveau, quoi qu'ait joué aujourd'hui l'objet précédent de "
            "la carte. Les règles fournies ne disent pas si « une action rapide donnée » est celle de l'objet ou de "
            "la carte"),
    Reading("reaction-cap-per-object", ("6.3.f", "1.4.4.a"),
            "a given reaction's 100 activations a day are counted per object: a card that changed zone and came back "
            "(a Permanent returned to the Hand and played again) is a new object (1.4.4.a), whose reaction is "
            "counted afresh, whatever the card's earlier object activated today. The seed documents do not say "
            "whether \"a given reaction\" is that of the object or of the card",
            "les 100 activations par jour d'une réaction donnée sont comptées par objet : une carte qui a changé de "
            "zone et est revenue (un Permanent renvoyé dans la Main puis rejoué) est un nouvel objet (1.4.4.a), dont "
            "la réaction est comptée à nouveau, quoi qu'ait activé aujourd'hui l'objet précédent de la carte. Les "
            "règles fournies ne disent pas si « une réaction donnée » est celle de l'objet ou de la carte"),
    Reading("do-item-in-its-players-turn", ("5.1.1.b", "4.2.3.c", "1.4.5.a"),
            "a card, a quick action or a pass that a do: item gives a player in the Afternoon happens in that "
            "player's turn (5.1.1.b): the board names no turn under way, so the item gives them the turn, and they "
            "hold the initiative at the checks that follow (1.4.5.a); the turns that would come before it are not "
            "played (turns: under start_phase: afternoon plays them one by one, 4.2.3.c)",
            "une carte, une action rapide ou un passe qu'un élément de « do » donne à un joueur pendant "
            "l'Après-midi a lieu pendant le tour de ce joueur (5.1.1.b) : le plateau ne nomme aucun tour en cours, "
            "l'élément lui donne donc le tour, et il a l'initiative aux vérifications qui suivent (1.4.5.a) ; les "
            "tours qui viendraient avant ne sont pas joués (les tours scriptés, « turns » sous « start_phase », les "
            "jouent un par un, 4.2.3.c)"),
    Reading("target-kept-while-it-stays", ("5.2.3.b", "1.4.4.a"),
            "a target chosen at the declaration that is still the same object when its step happens, but no longer "
            "fits what its \"target\" says (\"target exhausted Character\" readied since, a target that changed "
            "controller): it is still the target and the step affects it. The seed documents check the choice only "
            "at the declaration (5.2.3.b) and lose a target only when it leaves its zone (1.4.4.a, a new object)",
            "une cible choisie lors de la déclaration qui est toujours le même objet quand son étape a lieu, mais "
            "ne correspond plus à ce que dit sa « cible » (« Personnage épuisé ciblé » redressé depuis, une cible "
            "qui a changé de contrôleur) : elle reste la cible et l'étape l'affecte. Les règles fournies ne vérifient "
            "le choix que lors de la déclaration (5.2.3.b) et ne perdent une cible que lorsqu'elle quitte sa zone "
            "(1.4.4.a, un nouvel objet)"),
    Reading("card-played-is-not-its-own-target", ("5.5.b", "5.1.2.b", "5.1.2.c"),
            "a card being played is not a legal target of its own declaration (a Spell played from the Reserve "
            "that says \"target card in your Reserve\"): 5.5.b says Reactions do not change zone during the "
            "declaration of intent, so a card does, toward Limbo; the state does not change during the declaration "
            "(5.1.2.c), so the move is made once it is legal, but the card cannot be chosen in the zone it is leaving",
            "une carte en train d'être jouée n'est pas une cible légale de sa propre déclaration (un Sort joué "
            "depuis la Réserve qui dit « carte ciblée dans votre Réserve ») : 5.5.b dit que les Réactions ne "
            "changent pas de zone lors de la déclaration d'intention, donc une carte en change, vers le Limbo ; "
            "l'état du jeu ne change pas pendant la déclaration (5.1.2.c), le déplacement a donc lieu une fois "
            "celle-ci légale, mais la carte ne peut pas être choisie dans la zone qu'elle quitte"),
    Reading("status-gained-only-if-missing", ("1.2.6.f", "6.5.f", "6.5.d"),
            "an object that already has a status does not gain it again, and one that does not have it cannot lose "
            "it: its state would not change, so that part of the effect cannot happen and is ignored (1.2.6.f, "
            "6.5.f), as exhausting an exhausted object is; no reaction sees it, and \"if you do\" after it does not "
            "happen (6.5.d). The seed documents do not say whether an object can gain a status it already has",
            "un objet qui a déjà un statut ne le gagne pas à nouveau, et un objet qui ne l'a pas ne peut pas le "
            "perdre : son état ne changerait pas, cette partie de l'effet ne peut donc pas se produire et est "
            "ignorée (1.2.6.f, 6.5.f), comme épuiser un objet épuisé ; aucune réaction ne la voit, et « si vous le "
            "faites » après elle n'a pas lieu (6.5.d). Les règles fournies ne disent pas si un objet peut gagner un "
            "statut qu'il a déjà"),
    Reading("may-covers-its-sentence", ("6.5.b", "6.1.c", "1.2.6.f", "6.5.d"),
            "\"You may A, then B\": the choice covers the whole sentence; it is made once, just before its first step "
            "(6.5.b): declined, none of its steps happens; accepted, its steps happen one after the other, and a part "
            "that cannot happen is ignored while the rest happens normally (1.2.6.f, 6.5.f): B happens though A "
            "could not. \"If you do\" after such a sentence asks whether the sentence was done: 6.5.d's \"[Do X]; if "
            "you do\" asks about X, what the player was offered to do, here the whole sentence; done in part (A done, "
            "B impossible) it is done (reading if-you-do-done-in-part). The seed text defines an optional step "
            "(\"You may [do step]\"), not a choice before several steps (6.1.c)",
            "« Vous pouvez A, puis B » : le choix porte sur toute la phrase ; il est fait une fois, juste avant sa "
            "première étape (6.5.b) : refusé, aucune de ses étapes n'a lieu ; accepté, ses étapes ont lieu l'une "
            "après l'autre, et une partie qui ne peut pas se produire est ignorée, le reste se produisant normalement "
            "(1.2.6.f, 6.5.f) : B a lieu même si A n'a pas pu. « Si vous le faites » après une telle phrase demande "
            "si la phrase a été faite : le « [Faites X] ; si vous le faites » de 6.5.d porte sur X, ce que le joueur "
            "pouvait faire, ici toute la phrase ; faite en partie (A fait, B impossible), elle est faite (lecture "
            "if-you-do-done-in-part). Les règles fournies définissent une étape optionnelle (« Vous pouvez "
            "[étape] »), pas un choix devant plusieurs étapes (6.1.c)"),
    Reading("condition-tested-once-for-its-sentence", ("6.5.c", "6.1.c"),
            "\"If CONDITION, A, then B\": the condition governs the whole sentence after it; it is evaluated once, "
            "just before its first step (6.5.c), and the other steps of the sentence follow when it held, or are "
            "ignored with the first when it did not, whatever the first step changed (\"If I have no boosts, I gain 1 "
            "boost, then draw a card\" draws); \"Otherwise,\" is done instead of the whole sentence. The seed text "
            "defines a conditional step (\"If [condition], do [step]\"), not a condition before several steps (6.1.c)",
            "« Si CONDITION, A, puis B » : la condition porte sur toute la phrase qui la suit ; elle est évaluée une "
            "fois, juste avant sa première étape (6.5.c), et les autres étapes de la phrase suivent si elle était "
            "remplie, ou sont ignorées avec la première sinon, quoi que la première ait changé (« Si je n'ai pas de "
            "boost, je gagne 1 boost, puis piochez une carte » fait piocher) ; « Sinon, » a lieu à la place de toute "
            "la phrase. Les règles fournies définissent une étape conditionnelle (« Si [condition], [étape] »), pas "
            "une condition devant plusieurs étapes (6.1.c)"),
)}


def reading(reading_id: str) -> Reading:
    """The reading ``reading_id`` of the catalogue (a KeyError names a reading the code never declared)."""
    return READINGS[reading_id]
