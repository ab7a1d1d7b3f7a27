# Ki szervezi a ligákat (az egész szerveren), és nevek, amelyek nem lehetnek említések.
league-error-name-mention = A liga neve nem tartalmazhat említést, például ezt: { $mention }. Adj neki egyszerű szavakból álló nevet.
