# Egy válasz, amelyet a Discord elutasított: a parancs visszavonva.

reply-error-undelivered = A Discord nem fogadta el a válaszomat, ezért visszavontam a parancsot: semmi sem változott. Kérlek, próbáld újra.
