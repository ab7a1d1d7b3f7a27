# Soulstones spent in duels from the /game pool, and the M3E damage block and reduction.

## Commands

cmd-soulstone = soulstone
cmd-soulstone-desc = Spend a soulstone outside a duel (M3E damage reduction)
cmd-soulstone-reduce = reduce
cmd-soulstone-reduce-desc = M3E: spend a soulstone and flip to reduce the damage you take by 1/2/3
opt-soulstone-damage = damage
opt-soulstone-damage-desc = The damage your model takes, as determined, before the reduction
opt-soulstone-edition = edition
opt-soulstone-edition-desc = The edition's rules to use (default: the table's game)
opt-damage-block = block
opt-damage-block-desc = M3E: the damaged model's player spent a soulstone to block (− on this flip)
opt-damage-victim = victim
opt-damage-victim-desc = Whose soulstone blocks (default in a /game: your opponent)

## Replies

soulstone-reduce-title = **Soulstone: damage reduction** ({ $edition }): { $player } spends a soulstone and flips.
soulstone-flipped = Flipped: { $card }
soulstone-card = Card: { $card } ({ $strength }: −{ $reduction })
soulstone-damage = Damage: { $before } → { $after }
soulstone-strength-weak = Weak
soulstone-strength-moderate = Moderate
soulstone-strength-severe = Severe
soulstone-strength-black-joker = Black Joker
soulstone-strength-red-joker = Red Joker, Severe+1
soulstone-block-line = A soulstone was spent to block: the damage flip has an extra −.
soulstone-pools = Soulstone pools: { $pools }.
soulstone-pool-entry = { $player } { $count }

## Errors

soulstone-error-reduce-edition = The soulstone damage reduction is an M3E rule; this is { $edition }.
soulstone-error-block-edition = The soulstone block of a damage flip is an M3E rule; this is { $edition }.
soulstone-error-damage-negative = Damage cannot be negative (you gave { $damage }).
soulstone-error-pool-empty = { $player } has { $pool ->
    [one] 1 soulstone
   *[other] { $pool } soulstones
} in this game's pool; this needs { $needed }. Add stones with /game score soulstones if the pool is wrong.
soulstone-error-block-victim = You are not a player of the game at this table: name the victim whose soulstone blocks.
