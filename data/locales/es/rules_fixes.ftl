# Correcciones de reglas (issue 12).

rules-error-stat-below-minimum = En { $edition } un atributo nunca baja de { $min } (todos los atributos, excepto las Heridas, tienen un valor mínimo de 1, sean cuales sean los modificadores); «{ $value }» no vale. Indica el atributo como mínimo { $min }.
