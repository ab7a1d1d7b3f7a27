# Szabályjavítások (12-es issue).

rules-error-stat-below-minimum = A(z) { $edition } kiadásban egy tulajdonság sosem kisebb { $min }-nél (a Sebek kivételével minden tulajdonság legalább 1, módosítóktól függetlenül); a(z) „{ $value }” nem megengedett. Adj meg legalább { $min } értéket.
