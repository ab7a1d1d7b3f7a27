## Errores de bot/rules/dice.py (expresiones de dados genéricas, usadas por /roll).

dice-error-empty = La expresión de dados está vacía. Escribe una como `1d20+5` o `4d6kh3`.
dice-error-too-long = Esa expresión de dados tiene { $length } caracteres; el límite es { $max }. Escribe una más corta.
dice-error-syntax = No he podido leer `{ $expression }` (cerca del carácter { $column }). Usa la notación de dados estándar, como `2d6+3`, `1d20` o `4d6kh3`.
dice-error-too-many-dice = Esa expresión tira { $count } dados; como mucho se pueden tirar { $max } dados a la vez.
dice-error-too-many-faces = Un d{ $faces } es demasiado grande: los dados pueden tener como mucho { $max } caras.
dice-error-no-faces = Un dado necesita al menos una cara: escribe `1d6`, no `1d0`.
dice-error-number-too-large = Los números de una expresión de dados pueden ser como mucho { $max }. Usa números más pequeños.
dice-error-too-many-rolls = Esas repeticiones o explosiones tirarían más de { $max } dados. Usa una condición que los dados puedan dejar de cumplir, como `1d6rr1` en lugar de `1d6rr<7`.
dice-error-invalid = `{ $expression }` no se puede tirar (por ejemplo, divide entre cero). Revisa los números y los operadores y vuelve a intentarlo.
