## Errors raised by bot/rules/dice.py (generic dice expressions, used by /roll).

dice-error-empty = The dice expression is empty. Write one such as `1d20+5` or `4d6kh3`.
dice-error-too-long = That dice expression is { $length } characters long; the limit is { $max }. Write a shorter one.
dice-error-syntax = I could not read `{ $expression }` (near character { $column }). Use standard dice notation such as `2d6+3`, `1d20` or `4d6kh3`.
dice-error-too-many-dice = That expression rolls { $count } dice; at most { $max } dice can be rolled at once.
dice-error-too-many-faces = A d{ $faces } is too big: dice may have at most { $max } faces.
dice-error-no-faces = A die needs at least one face: write `1d6`, not `1d0`.
dice-error-number-too-large = Numbers in a dice expression may be at most { $max }. Use smaller numbers.
dice-error-too-many-rolls = Those rerolls or explosions would roll more than { $max } dice. Use a condition the dice can stop meeting, such as `1d6rr1` instead of `1d6rr<7`.
dice-error-invalid = `{ $expression }` cannot be rolled (for example, it divides by zero). Check the numbers and operators and try again.
