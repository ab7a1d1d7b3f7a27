# /game: command names, the setup and turn messages, scores and errors.

## Commands

cmd-game = game
cmd-game-desc = A Malifaux game at this table: encounter, turns, initiative, VP
cmd-game-start = start
cmd-game-start-desc = Start a game against an opponent: fresh decks and the encounter
cmd-game-next = next
cmd-game-next-desc = End the current turn and start the next (draw phase and initiative)
cmd-game-score = score
cmd-game-score-desc = Add VP or change a soulstone pool (empty: show the score)
cmd-game-end = end
cmd-game-end-desc = End the game and post the summary
cmd-game-set-aside = set_aside
cmd-game-set-aside-desc = Moderators: set aside a game the bot cannot read, so that a new one can start
opt-game-opponent = opponent
opt-game-opponent-desc = The player you play against
opt-game-season = season
opt-game-season-desc = The season for the encounter (default: the edition's)
opt-game-league = league
opt-game-league-desc = Play a league round: the league's name (give the round too)
opt-game-round = round
opt-game-round-desc = The league round to play (you are side first of its draw)
opt-game-soulstones = soulstones
opt-game-soulstones-desc = Your unspent hiring points: your starting soulstone pool (capped by the edition)
opt-game-opponent_soulstones = opponent_soulstones
opt-game-opponent_soulstones-desc = Your opponent's unspent hiring points: their starting soulstone pool
opt-game-last_activation = last_activation
opt-game-last_activation-desc = M4E: who activated the last model this turn (the other player chooses initiative)
opt-game-attacker_pass_tokens = attacker_pass_tokens
opt-game-attacker_pass_tokens-desc = M3E: the attacker's pass tokens left for this initiative flip (default: last turn's)
opt-game-defender_pass_tokens = defender_pass_tokens
opt-game-defender_pass_tokens-desc = M3E: the defender's pass tokens left for this initiative flip (default: last turn's)
opt-game-player = player
opt-game-player-desc = Whose score or pool to change (default: yours)
opt-game-strategy = strategy
opt-game-strategy-desc = Strategy VP to add (negative to correct)
opt-game-scheme = scheme
opt-game-scheme-desc = The scheme that scored (give scheme_vp too)
opt-game-scheme_vp = scheme_vp
opt-game-scheme_vp-desc = VP to add for that scheme (negative to correct)
opt-game-soulstones-change = soulstones
opt-game-soulstones-change-desc = Soulstones gained (positive) or spent (negative)

## Setup

game-title = **Game** ({ $edition }, { $season }): { $first } against { $second }
game-title-league = **Game** ({ $edition }, { $season }, league { $league } round { $round }): { $first } against { $second }
game-fresh-decks = Both players have a fresh 54-card deck.
game-league-sides = The encounter is the league round's stored draw; { $first } is side first.
game-soulstone-pools = Soulstone pools: { $first } { $first_pool }, { $second } { $second_pool }.
game-choose-strategy = { $attacker }: choose the strategy below before turn 1.
game-setup-next = Hire and deploy, then /game next starts turn 1.
game-attacker = Attacker: { $who }
game-strategy = Strategy: { $strategy }
game-deployment = Deployment: { $deployment }

## Turns

game-turn-title = **Turn { $turn }** ({ $edition }): { $first } against { $second }
game-draw-phase = Draw phase: { $first } holds { $first_count } cards, { $second } holds { $second_count } (hand size { $size }). Your hand is in your DMs.
game-soulstone-drew = { $who } spent a soulstone to draw { $extra } more cards, then discarded back down.
game-draw-waiting = Soulstone draw: waiting for { $players } (the buttons below; your cards are shown only to you).
game-no-soulstone-draw-done = No soulstone draw this turn.
game-init-title = Initiative:
game-init-flip = { $who } flips { $card }
game-init-flip-tokens = { $who } flips { $card } (+{ $tokens } pass tokens)
game-init-tie-reflip = { $who } flips again (tie): { $card }
game-init-soulstone-reflip = { $who } spends a soulstone to flip again: { $card } (instead of { $replaced })
game-init-soulstone-keep = { $who } keeps { $card }
game-init-cheat = { $who } cheats { $card } (instead of { $replaced })
game-init-decline = { $who } does not cheat
game-init-cheat-skipped = { $who } may not cheat: { $reason }
game-init-chose = { $who } chooses { $first } to go first
game-init-block-negative-flip = the flip has a negative modifier
game-init-block-black-joker = the Black Joker cannot be cheated
game-init-block-opponent-red-joker = the opponent flipped the Red Joker
game-init-block-relented = relented
game-init-block-empty-hand = no cards in hand
game-init-block-already-used = already cheated
game-init-block-not-allowed = the initiative flip cannot be cheated in this edition
game-init-waiting-soulstones = Waiting for { $who }: spend a soulstone to flip again, or keep the card.
game-init-waiting-cheating = Waiting for { $who }: cheat from your hand, or not.
game-init-waiting-choosing = Waiting for { $who }: choose who goes first.
game-init-waiting-done = Initiative decided.
game-init-waiting-expired = The initiative lapsed.
game-init-totals = Totals: { $first } { $first_total }, { $second } { $second_total }.
game-init-interpretation = (reading of the rules: { $tag }, see /help)
game-init-lapsed = The initiative was not finished in time: its cards went to the discard piles. Settle it at the table.
game-first-player = { $who } goes first this turn.
game-first-player-attacker = { $who } has initiative: the attacker does on turn 1.
game-activation = Activations. When turn { $turn } ends, score with /game score, then /game next.
game-button-soulstone-draw = Soulstone draw (+{ $extra } cards)
game-button-no-soulstone-draw = No soulstone draw
game-button-reflip = Spend a soulstone: flip again
game-button-keep = Keep my card
game-button-cheat = Cheat from my hand
game-button-decline = Don't cheat
game-button-me-first = I go first
game-button-opponent-first = My opponent goes first
game-cheat-prompt = Choose the card to cheat in (only you see this):
game-cheat-placeholder = The card from your hand
game-cheated = You cheated { $card } into the initiative flip.
game-dm-closed-other = { $who } could not be sent their hand by DM: they can use /hand show.

## End of a turn, scores, summary

game-end-of-turn = **End of turn { $turn }.**
game-end-check-goes-on = End check: { $who } flips { $card } ({ $target } or more goes on): the game goes on.
game-end-check-over = End check: { $who } flips { $card } ({ $target } or more goes on): the game ends.
game-last-turn = Turn { $turn } is the last turn in { $edition }: the game ends.
game-decks-shuffled = The discard piles were shuffled back into the decks (hands kept).
game-setup = setup
game-turn-short = turn { $turn }
game-score-title = **Score** ({ $turn }): { $first } against { $second }
game-score-line = { $who }: { $total } VP ({ $parts }); { $pool } soulstones
game-score-strategy = strategy { $vp }
game-score-scheme = { $scheme } { $vp }
game-score-caps = Caps: strategy { $strategy } VP, { $scheme } VP per scheme, schemes { $schemes } VP in all.
game-summary-title = **Game over** after turn { $turns }: { $first } against { $second }
game-summary-winner = { $who } wins.
game-summary-draw = The game is a draw.
game-summary-check = turn { $turn }: { $card } (needed { $target })
game-summary-checks = End checks: { $checks }
game-ended = **The game was ended** (turn { $by_turn }).
game-ended-initiative-lapsed = The open initiative's cards went to the discard piles.

## Errors

game-error-no-game = There is no game at this table. Start one with /game start.
game-error-already-running = A game is already running at this table. End it with /game end first.
game-error-not-your-game = Only the players of this game ({ $first } and { $second }) or a table moderator may do that.
game-error-not-a-player = <@{ $player }> is not one of the two players of this game.
game-error-over = The game is over. Post the summary with /game end.
game-error-strategy-open = { $attacker } must choose the strategy first (the menu under the game's setup message).
game-error-draw-waiting = The draw phase is still waiting for { $players } to decide on the soulstone draw (buttons on the turn message).
game-error-initiative-open = The initiative of this turn is not decided yet: finish it with the buttons on the turn message.
game-error-last-activator-needed = M4E: say who activated the last model in turn { $turn } (the last_activation option); the other player chooses who has initiative.
game-error-pass-tokens-m3e = Pass tokens belong to M3E's initiative; this game is { $edition }.
game-error-league-round-needed = Give the league round to play (the round option).
game-error-league-needed = A round belongs to a league: give the league option too.
game-error-league-and-season = A league round comes with its league's season: leave the season option empty.
game-error-soulstones-range = “{ $value }” soulstones is out of range: use 0 to { $max }.
game-error-points-range = “{ $value }” VP is out of range: add or remove at most { $max } at a time.
game-error-scheme-points-needed = Give the VP for that scheme (the scheme_vp option).
game-error-not-started = Nobody scores before turn 1: start it with /game next.
game-error-no-draw-decision = There is no soulstone draw to decide for you now.
game-error-discard-first = First discard back down to your hand size (the menu in your private message).
game-error-no-discard-due = You have nothing to discard now.
game-error-initiative-unknown = This initiative is over or lapsed.
game-error-cheat-empty-hand = Your hand is empty: there is nothing to cheat with.

# A game document the bot cannot read (issue 24 §5): a moderator sets it aside.
game-error-unreadable = The game at this table cannot be read ({ $problem }). Nothing was changed. A table moderator can set it aside with /game set_aside (the bot's host keeps it) and start a new game.
game-error-set-aside-readable = This table's game can be read: end it with /game end instead.
game-error-set-aside-moderator = Only a table moderator can set aside the game of this table.
game-set-aside = { $who } set aside this table's game, which the bot could not read ({ $problem }). The bot's host keeps it; start a new game with /game start.
