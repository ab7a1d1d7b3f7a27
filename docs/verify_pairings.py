#!/usr/bin/env python3
"""Recompute every pairing of a Fatebot league (fatebot-league-pairing-v1) from its export.

Needs nothing but Python 3.11 or newer. Give it the revealed seed and two files of the
league's export (``/league-admin export``): ``...-pairings.csv`` and ``...-pairing-basis.csv``:

    python verify_pairings.py SEED league-pairings.csv league-pairing-basis.csv

For every round paired by Swiss or round robin it recomputes, from the seed and what the
round was paired from: the seed's order of the players, the published standings (from the
results counted then and the points rule then), the ranking, and the pairs with their number
of rematches; then it compares them with the export and prints every difference, naming the
players by the names in the export (exit status 1 if there is any). Rounds paired by hand are
listed as such. It also checks the files against each other: every round from 1 on is in the
basis file, once; each round's pairs seat exactly the players it was paired from (a file cut
short fails); each pairings row's status, reports and score agree; and each result a later
round counted is the one in the pairings file (unless an organiser set one since). Input it
cannot read (a seed that is not 64 hexadecimal characters, a missing file or column) is said
plainly, exit status 2.

Rounds of ``pairing_version`` 3 break ties among equally good pairings by the ranking
(criterion 5 in docs/leagues.md), so their pairs do not depend on the matching's
implementation; the script says when the exported pairs tie on every criterion but lose it.

The matching below is NetworkX's ``max_weight_matching`` (Edmonds' blossom algorithm, by Joris
van Rantwijk; NetworkX is BSD-3-Clause licensed, (c) 2004-2024 NetworkX Developers), copied
without its comments and run on a small stand-in for ``networkx.Graph``, so that it makes
exactly the choices the bot makes.
"""

# The copied matching keeps NetworkX's own style: ruff's later rules are not applied to it.
# ruff: noqa: B905, F821, F841, SIM102, SIM108

import csv
import hashlib
import hmac
import random
import sys
from itertools import repeat

BYE = -1
BYE_RANK = 1 << 23
REMATCH = 1 << 32
SECOND_BYE = 1 << 41
CANDIDATES = 8
ALL_PAIRS_UP_TO = 24
TIE_BROKEN = 3  # a round's pairing_version from which the ranking breaks ties (criterion 5)
FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "'")


class Graph:
    """What the matching reads of ``networkx.Graph``, in the same insertion order."""

    def __init__(self):
        self.adj = {}

    def add_weighted_edges_from(self, edges):
        for a, b, w in edges:
            self.adj.setdefault(a, {})
            self.adj.setdefault(b, {})
            self.adj[a][b] = {"weight": w}
            self.adj[b][a] = self.adj[a][b]

    def __iter__(self):
        return iter(self.adj)

    def __getitem__(self, node):
        return self.adj[node]

    def nodes(self):
        return list(self.adj)

    def neighbors(self, node):
        return iter(self.adj[node])

    def edges(self, data=False):
        seen = set()
        for a, near in self.adj.items():
            for b, d in near.items():
                if b not in seen:
                    yield (a, b, d) if data else (a, b)
            seen.add(a)


def matching_dict_to_set(mate):
    matching = set()
    for edge in mate.items():
        if (edge[1], edge[0]) not in matching:
            matching.add(edge)
    return matching


def max_weight_matching(G, maxcardinality=False, weight="weight"):
    class NoNode:
        """Dummy value which is different from any node."""

    class Blossom:
        """Representation of a non-trivial blossom or sub-blossom."""

        __slots__ = ["childs", "edges", "mybestedges"]

        def leaves(self):
            stack = [*self.childs]
            while stack:
                t = stack.pop()
                if isinstance(t, Blossom):
                    stack.extend(t.childs)
                else:
                    yield t

    gnodes = list(G)
    if not gnodes:
        return set()  # don't bother with empty graphs
    maxweight = 0
    allinteger = True
    for i, j, d in G.edges(data=True):
        wt = d.get(weight, 1)
        if i != j and wt > maxweight:
            maxweight = wt
        allinteger = allinteger and (str(type(wt)).split("'")[1] in ("int", "long"))
    mate = {}
    label = {}
    labeledge = {}
    inblossom = dict(zip(gnodes, gnodes))
    blossomparent = dict(zip(gnodes, repeat(None)))
    blossombase = dict(zip(gnodes, gnodes))
    bestedge = {}
    dualvar = dict(zip(gnodes, repeat(maxweight)))
    blossomdual = {}
    allowedge = {}
    queue = []

    def slack(v, w):
        return dualvar[v] + dualvar[w] - 2 * G[v][w].get(weight, 1)

    def assignLabel(w, t, v):
        b = inblossom[w]
        assert label.get(w) is None and label.get(b) is None
        label[w] = label[b] = t
        if v is not None:
            labeledge[w] = labeledge[b] = (v, w)
        else:
            labeledge[w] = labeledge[b] = None
        bestedge[w] = bestedge[b] = None
        if t == 1:
            if isinstance(b, Blossom):
                queue.extend(b.leaves())
            else:
                queue.append(b)
        elif t == 2:
            base = blossombase[b]
            assignLabel(mate[base], 1, base)

    def scanBlossom(v, w):
        path = []
        base = NoNode
        while v is not NoNode:
            b = inblossom[v]
            if label[b] & 4:
                base = blossombase[b]
                break
            assert label[b] == 1
            path.append(b)
            label[b] = 5
            if labeledge[b] is None:
                assert blossombase[b] not in mate
                v = NoNode
            else:
                assert labeledge[b][0] == mate[blossombase[b]]
                v = labeledge[b][0]
                b = inblossom[v]
                assert label[b] == 2
                v = labeledge[b][0]
            if w is not NoNode:
                v, w = w, v
        for b in path:
            label[b] = 1
        return base

    def addBlossom(base, v, w):
        bb = inblossom[base]
        bv = inblossom[v]
        bw = inblossom[w]
        b = Blossom()
        blossombase[b] = base
        blossomparent[b] = None
        blossomparent[bb] = b
        b.childs = path = []
        b.edges = edgs = [(v, w)]
        while bv != bb:
            blossomparent[bv] = b
            path.append(bv)
            edgs.append(labeledge[bv])
            assert label[bv] == 2 or (label[bv] == 1 and labeledge[bv][0] == mate[blossombase[bv]])
            v = labeledge[bv][0]
            bv = inblossom[v]
        path.append(bb)
        path.reverse()
        edgs.reverse()
        while bw != bb:
            blossomparent[bw] = b
            path.append(bw)
            edgs.append((labeledge[bw][1], labeledge[bw][0]))
            assert label[bw] == 2 or (label[bw] == 1 and labeledge[bw][0] == mate[blossombase[bw]])
            w = labeledge[bw][0]
            bw = inblossom[w]
        assert label[bb] == 1
        label[b] = 1
        labeledge[b] = labeledge[bb]
        blossomdual[b] = 0
        for v in b.leaves():
            if label[inblossom[v]] == 2:
                queue.append(v)
            inblossom[v] = b
        bestedgeto = {}
        for bv in path:
            if isinstance(bv, Blossom):
                if bv.mybestedges is not None:
                    nblist = bv.mybestedges
                    bv.mybestedges = None
                else:
                    nblist = [(v, w) for v in bv.leaves() for w in G.neighbors(v) if v != w]
            else:
                nblist = [(bv, w) for w in G.neighbors(bv) if bv != w]
            for k in nblist:
                (i, j) = k
                if inblossom[j] == b:
                    i, j = j, i
                bj = inblossom[j]
                if (
                    bj != b
                    and label.get(bj) == 1
                    and ((bj not in bestedgeto) or slack(i, j) < slack(*bestedgeto[bj]))
                ):
                    bestedgeto[bj] = k
            bestedge[bv] = None
        b.mybestedges = list(bestedgeto.values())
        mybestedge = None
        bestedge[b] = None
        for k in b.mybestedges:
            kslack = slack(*k)
            if mybestedge is None or kslack < mybestslack:
                mybestedge = k
                mybestslack = kslack
        bestedge[b] = mybestedge

    def expandBlossom(b, endstage):
        def _recurse(b, endstage):
            for s in b.childs:
                blossomparent[s] = None
                if isinstance(s, Blossom):
                    if endstage and blossomdual[s] == 0:
                        yield s
                    else:
                        for v in s.leaves():
                            inblossom[v] = s
                else:
                    inblossom[s] = s
            if (not endstage) and label.get(b) == 2:
                entrychild = inblossom[labeledge[b][1]]
                j = b.childs.index(entrychild)
                if j & 1:
                    j -= len(b.childs)
                    jstep = 1
                else:
                    jstep = -1
                v, w = labeledge[b]
                while j != 0:
                    if jstep == 1:
                        p, q = b.edges[j]
                    else:
                        q, p = b.edges[j - 1]
                    label[w] = None
                    label[q] = None
                    assignLabel(w, 2, v)
                    allowedge[(p, q)] = allowedge[(q, p)] = True
                    j += jstep
                    if jstep == 1:
                        v, w = b.edges[j]
                    else:
                        w, v = b.edges[j - 1]
                    allowedge[(v, w)] = allowedge[(w, v)] = True
                    j += jstep
                bw = b.childs[j]
                label[w] = label[bw] = 2
                labeledge[w] = labeledge[bw] = (v, w)
                bestedge[bw] = None
                j += jstep
                while b.childs[j] != entrychild:
                    bv = b.childs[j]
                    if label.get(bv) == 1:
                        j += jstep
                        continue
                    if isinstance(bv, Blossom):
                        for v in bv.leaves():
                            if label.get(v):
                                break
                    else:
                        v = bv
                    if label.get(v):
                        assert label[v] == 2
                        assert inblossom[v] == bv
                        label[v] = None
                        label[mate[blossombase[bv]]] = None
                        assignLabel(v, 2, labeledge[v][0])
                    j += jstep
            label.pop(b, None)
            labeledge.pop(b, None)
            bestedge.pop(b, None)
            del blossomparent[b]
            del blossombase[b]
            del blossomdual[b]

        stack = [_recurse(b, endstage)]
        while stack:
            top = stack[-1]
            for s in top:
                stack.append(_recurse(s, endstage))
                break
            else:
                stack.pop()

    def augmentBlossom(b, v):
        def _recurse(b, v):
            t = v
            while blossomparent[t] != b:
                t = blossomparent[t]
            if isinstance(t, Blossom):
                yield (t, v)
            i = j = b.childs.index(t)
            if i & 1:
                j -= len(b.childs)
                jstep = 1
            else:
                jstep = -1
            while j != 0:
                j += jstep
                t = b.childs[j]
                if jstep == 1:
                    w, x = b.edges[j]
                else:
                    x, w = b.edges[j - 1]
                if isinstance(t, Blossom):
                    yield (t, w)
                j += jstep
                t = b.childs[j]
                if isinstance(t, Blossom):
                    yield (t, x)
                mate[w] = x
                mate[x] = w
            b.childs = b.childs[i:] + b.childs[:i]
            b.edges = b.edges[i:] + b.edges[:i]
            blossombase[b] = blossombase[b.childs[0]]
            assert blossombase[b] == v

        stack = [_recurse(b, v)]
        while stack:
            top = stack[-1]
            for args in top:
                stack.append(_recurse(*args))
                break
            else:
                stack.pop()

    def augmentMatching(v, w):
        for s, j in ((v, w), (w, v)):
            while 1:
                bs = inblossom[s]
                assert label[bs] == 1
                assert (labeledge[bs] is None and blossombase[bs] not in mate) or (
                    labeledge[bs][0] == mate[blossombase[bs]]
                )
                if isinstance(bs, Blossom):
                    augmentBlossom(bs, s)
                mate[s] = j
                if labeledge[bs] is None:
                    break
                t = labeledge[bs][0]
                bt = inblossom[t]
                assert label[bt] == 2
                s, j = labeledge[bt]
                assert blossombase[bt] == t
                if isinstance(bt, Blossom):
                    augmentBlossom(bt, j)
                mate[j] = s

    def verifyOptimum():
        if maxcardinality:
            vdualoffset = max(0, -min(dualvar.values()))
        else:
            vdualoffset = 0
        assert min(dualvar.values()) + vdualoffset >= 0
        assert len(blossomdual) == 0 or min(blossomdual.values()) >= 0
        for i, j, d in G.edges(data=True):
            wt = d.get(weight, 1)
            if i == j:
                continue  # ignore self-loops
            s = dualvar[i] + dualvar[j] - 2 * wt
            iblossoms = [i]
            jblossoms = [j]
            while blossomparent[iblossoms[-1]] is not None:
                iblossoms.append(blossomparent[iblossoms[-1]])
            while blossomparent[jblossoms[-1]] is not None:
                jblossoms.append(blossomparent[jblossoms[-1]])
            iblossoms.reverse()
            jblossoms.reverse()
            for bi, bj in zip(iblossoms, jblossoms):
                if bi != bj:
                    break
                s += 2 * blossomdual[bi]
            assert s >= 0
            if mate.get(i) == j or mate.get(j) == i:
                assert mate[i] == j and mate[j] == i
                assert s == 0
        for v in gnodes:
            assert (v in mate) or dualvar[v] + vdualoffset == 0
        for b in blossomdual:
            if blossomdual[b] > 0:
                assert len(b.edges) % 2 == 1
                for i, j in b.edges[1::2]:
                    assert mate[i] == j and mate[j] == i

    while 1:
        label.clear()
        labeledge.clear()
        bestedge.clear()
        for b in blossomdual:
            b.mybestedges = None
        allowedge.clear()
        queue[:] = []
        for v in gnodes:
            if (v not in mate) and label.get(inblossom[v]) is None:
                assignLabel(v, 1, None)
        augmented = 0
        while 1:
            while queue and not augmented:
                v = queue.pop()
                assert label[inblossom[v]] == 1
                for w in G.neighbors(v):
                    if w == v:
                        continue  # ignore self-loops
                    bv = inblossom[v]
                    bw = inblossom[w]
                    if bv == bw:
                        continue
                    if (v, w) not in allowedge:
                        kslack = slack(v, w)
                        if kslack <= 0:
                            allowedge[(v, w)] = allowedge[(w, v)] = True
                    if (v, w) in allowedge:
                        if label.get(bw) is None:
                            assignLabel(w, 2, v)
                        elif label.get(bw) == 1:
                            base = scanBlossom(v, w)
                            if base is not NoNode:
                                addBlossom(base, v, w)
                            else:
                                augmentMatching(v, w)
                                augmented = 1
                                break
                        elif label.get(w) is None:
                            assert label[bw] == 2
                            label[w] = 2
                            labeledge[w] = (v, w)
                    elif label.get(bw) == 1:
                        if bestedge.get(bv) is None or kslack < slack(*bestedge[bv]):
                            bestedge[bv] = (v, w)
                    elif label.get(w) is None:
                        if bestedge.get(w) is None or kslack < slack(*bestedge[w]):
                            bestedge[w] = (v, w)
            if augmented:
                break
            deltatype = -1
            delta = deltaedge = deltablossom = None
            if not maxcardinality:
                deltatype = 1
                delta = min(dualvar.values())
            for v in G.nodes():
                if label.get(inblossom[v]) is None and bestedge.get(v) is not None:
                    d = slack(*bestedge[v])
                    if deltatype == -1 or d < delta:
                        delta = d
                        deltatype = 2
                        deltaedge = bestedge[v]
            for b in blossomparent:
                if blossomparent[b] is None and label.get(b) == 1 and bestedge.get(b) is not None:
                    kslack = slack(*bestedge[b])
                    if allinteger:
                        assert (kslack % 2) == 0
                        d = kslack // 2
                    else:
                        d = kslack / 2.0
                    if deltatype == -1 or d < delta:
                        delta = d
                        deltatype = 3
                        deltaedge = bestedge[b]
            for b in blossomdual:
                if (
                    blossomparent[b] is None
                    and label.get(b) == 2
                    and (deltatype == -1 or blossomdual[b] < delta)
                ):
                    delta = blossomdual[b]
                    deltatype = 4
                    deltablossom = b
            if deltatype == -1:
                assert maxcardinality
                deltatype = 1
                delta = max(0, min(dualvar.values()))
            for v in gnodes:
                if label.get(inblossom[v]) == 1:
                    dualvar[v] -= delta
                elif label.get(inblossom[v]) == 2:
                    dualvar[v] += delta
            for b in blossomdual:
                if blossomparent[b] is None:
                    if label.get(b) == 1:
                        blossomdual[b] += delta
                    elif label.get(b) == 2:
                        blossomdual[b] -= delta
            if deltatype == 1:
                break
            elif deltatype == 2:
                (v, w) = deltaedge
                assert label[inblossom[v]] == 1
                allowedge[(v, w)] = allowedge[(w, v)] = True
                queue.append(v)
            elif deltatype == 3:
                (v, w) = deltaedge
                allowedge[(v, w)] = allowedge[(w, v)] = True
                assert label[inblossom[v]] == 1
                queue.append(v)
            elif deltatype == 4:
                expandBlossom(deltablossom, False)
        for v in mate:
            assert mate[mate[v]] == v
        if not augmented:
            break
        for b in list(blossomdual.keys()):
            if b not in blossomdual:
                continue  # already expanded
            if blossomparent[b] is None and label.get(b) == 1 and blossomdual[b] == 0:
                expandBlossom(b, True)
    if allinteger:
        verifyOptimum()
    return matching_dict_to_set(mate)


def cell(text):
    return text[1:] if text.startswith("'") and text[1:].startswith(FORMULA_START) else text


def ids(text):
    return [int(x) for x in text.split()]


def shuffled(seed, n, players):
    message = f"fatebot-league-pairing-v1|round={n}".encode()
    key = hmac.new(seed, message, hashlib.sha256).digest()
    order = sorted(set(players))
    random.Random(int.from_bytes(key, "big")).shuffle(order)
    return order


class Result:
    def __init__(self, text):
        n, first, second, first_vp, second_vp, forfeit = text.split(":")
        self.round, self.first = int(n), int(first)
        self.second = int(second) if second else None
        self.first_vp, self.second_vp = int(first_vp), int(second_vp)
        self.forfeit, self.both_lost = forfeit == "1", forfeit == "2"

    def players(self):
        return (self.first,) if self.second is None else (self.first, self.second)

    def outcome(self, p):
        if self.second is None:
            return "win"
        if self.both_lost:
            return "loss"
        if self.forfeit:
            return "win" if p == self.first else "loss"
        mine, theirs = (self.first_vp, self.second_vp) if p == self.first else (self.second_vp, self.first_vp)
        return "win" if mine > theirs else "loss" if mine < theirs else "draw"


def standings(players, results, rule):
    """The published table: points, VP difference, strength of schedule, head-to-head."""
    win, draw, loss = rule
    value = {"win": win, "draw": draw, "loss": loss}

    def points(p, games):
        return sum(value[r.outcome(p)] for r in games if p in r.players())

    pts = {p: points(p, results) for p in players}
    rows = {}
    for p in players:
        played = [r for r in results if p in r.players() and r.second is not None]
        vp = [r for r in played if not (r.forfeit or r.both_lost)]
        scored = sum(r.first_vp if p == r.first else r.second_vp for r in vp)
        conceded = sum(r.second_vp if p == r.first else r.first_vp for r in vp)
        strength = sum(pts.get(r.second if p == r.first else r.first, 0) for r in played)
        rows[p] = (pts[p], scored - conceded, strength)
    head = dict.fromkeys(players, 0)
    groups = {}
    for p in players:
        groups.setdefault(rows[p], []).append(p)
    for level in groups.values():
        if len(level) < 2:
            continue
        between = [r for r in results if r.second is not None and set(r.players()) <= set(level)]
        if len({frozenset(r.players()) for r in between}) < len(level) * (len(level) - 1) // 2:
            continue
        for p in level:
            head[p] = points(p, between)
    key = {p: (*rows[p], head[p]) for p in players}
    ordered = sorted(players, key=lambda p: (tuple(-k for k in key[p]), p))
    table = []
    for i, p in enumerate(ordered):
        rank = table[-1][1] if table and key[table[-1][0]] == key[p] else i + 1
        table.append((p, rank, *key[p]))
    return table


def swiss_edges(ranked, meetings, byes, all_pairs, version):
    count = len(ranked)
    chosen = set()
    for i in range(count):
        if all_pairs:
            chosen.update((i, j) for j in range(i + 1, count))
            continue
        chosen.update((i, j) for j in range(i + 1, min(count, i + 3)))
        fresh = [j for j in range(count) if j != i and frozenset((ranked[i], ranked[j])) not in meetings]
        for j in sorted(fresh, key=lambda j: (abs(j - i), j))[:CANDIDATES]:
            chosen.add((min(i, j), max(i, j)))
    edges = [(ranked[i], ranked[j], weight(ranked, meetings, byes, i, j, version)) for i, j in sorted(chosen)]
    if count % 2:
        edges += [(a, BYE, weight(ranked, meetings, byes, i, count, version)) for i, a in enumerate(ranked)]
    return edges


def weight(ranked, meetings, byes, i, j, version):
    """The matching's weight of places ``i < j`` meeting (``j`` the count: ``i`` has the bye):
    criteria 1-4 as a penalty, scaled from version 3 on above criterion 5, the ranking's
    tie-break (docs/leagues.md, "Pairings": the first place where two pairings differ decides)."""
    count = len(ranked)
    base = count + 1
    scale = base**count if version >= TIE_BROKEN else 1
    tie = (count - j) * base ** (count - 1 - i) if version >= TIE_BROKEN else 0
    if j == count:
        fewest = min(byes.get(p, 0) for p in ranked)
        second = SECOND_BYE if byes.get(ranked[i], 0) > fewest else 0
        return -(second + BYE_RANK * (count - 1 - i)) * scale + tie
    rematch = REMATCH if frozenset((ranked[i], ranked[j])) in meetings else 0
    return -(rematch + (j - i) ** 2) * scale + tie


def total(ranked, meetings, byes, pairs, version):
    """A round's pairs as (penalty of criteria 1-4, tie-break score): the less penalty, and
    among equal penalties the higher score, the better."""
    index = {p: i for i, p in enumerate(ranked)}
    count = len(ranked)
    scale = (count + 1) ** count if version >= TIE_BROKEN else 1
    summed = 0
    for a, b in pairs:
        i, j = sorted((index[a], count if b is None else index[b]))
        summed += weight(ranked, meetings, byes, i, j, version)
    return -(summed // scale), summed % scale


def forced_rematches(ranked, meetings, byes):
    done = [a for a in ranked if all(frozenset((a, b)) in meetings for b in ranked if b != a)]
    fewest = min(byes.get(p, 0) for p in ranked)
    spared = 1 if len(ranked) % 2 and any(byes.get(a, 0) == fewest for a in done) else 0
    return (len(done) - spared + 1) // 2


def match(ranked, meetings, byes, all_pairs, version):
    graph = Graph()
    graph.add_weighted_edges_from(swiss_edges(ranked, meetings, byes, all_pairs, version))
    mate = {}
    for a, b in max_weight_matching(graph, maxcardinality=True):
        mate[a], mate[b] = b, a
    index = {p: i for i, p in enumerate(ranked)}
    games = [(p, mate[p]) for p in ranked if mate[p] != BYE and index[p] < index[mate[p]]]
    byes_ = [(p, None) for p in ranked if mate[p] == BYE]
    return games + byes_, sum(1 for g in games if frozenset(g) in meetings)


def history(previous):
    meetings = {frozenset(p) for p in previous if p[1] is not None}
    byes = {}
    for first, second in previous:
        if second is None:
            byes[first] = byes.get(first, 0) + 1
    return meetings, byes


def swiss(ranked, previous, version):
    meetings, byes = history(previous)
    all_pairs = len(ranked) <= ALL_PAIRS_UP_TO
    pairs, rematches = match(ranked, meetings, byes, all_pairs, version)
    if not all_pairs and rematches > forced_rematches(ranked, meetings, byes):
        pairs, rematches = match(ranked, meetings, byes, True, version)
    return pairs, rematches


def round_robin(seed, n, circle_players, active):
    circle = list(shuffled(seed, 1, circle_players))
    if len(circle) % 2:
        circle.append(None)
    size = len(circle)
    shift = (n - 1) % (size - 1)
    moving = circle[1:]
    moving = moving[-shift:] + moving[:-shift] if shift else moving
    rotated = [circle[0], *moving]
    pairs = []
    for i in range(size // 2):
        seated = [p for p in (rotated[i], rotated[size - 1 - i]) if p is not None and p in active]
        if seated:
            pairs.append((seated[0], seated[1] if len(seated) > 1 else None))
    return pairs


def norm(pairs):
    return {frozenset(pair) for pair in pairs}


class BadInput(Exception):
    """The input cannot be read: said plainly, exit status 2."""


def read_seed(text):
    cleaned = text.strip().lower()
    if len(cleaned) != 64 or any(c not in "0123456789abcdef" for c in cleaned):
        raise BadInput(
            "the seed is the 64 hexadecimal characters (0-9, a-f) that /league-admin reveal "
            f"published; got {text[:80]!r}"
        )
    return bytes.fromhex(cleaned)


def read_csv(path, needed):
    try:
        with open(path, newline="", encoding="utf-8") as handle:
            reader = csv.DictReader(handle)
            rows = [{k: cell(v or "") for k, v in row.items() if k is not None} for row in reader]
            fields = reader.fieldnames or []
    except OSError as error:
        raise BadInput(f"cannot read {path}: {error.strerror or error}") from None
    except (UnicodeDecodeError, csv.Error) as error:
        raise BadInput(f"{path} is not a CSV file of the export: {error}") from None
    missing = [f for f in needed if f not in fields]
    if missing:
        raise BadInput(
            f"{path} lacks the column(s) {', '.join(missing)}: is it the right file of the export?"
        )
    return rows


def number(text, what):
    try:
        return int(text)
    except ValueError:
        raise BadInput(f"{what}: {text[:40]!r} is not a number") from None


PAIRING_COLUMNS = ("round", "first_id", "first", "second_id", "second", "status", "first_vp", "second_vp",
                   "first_report", "second_report")  # fmt: skip
BASIS_COLUMNS = ("round", "method", "players", "order", "ranked", "rematches", "table", "results",
                 "points_rule", "pairing_version")  # fmt: skip


class Season:
    """Both files of the export, read and checked for what they must hold whatever the seed."""

    def __init__(self, pairings_path, basis_path):
        self.rows = read_csv(pairings_path, PAIRING_COLUMNS)
        self.rounds = read_csv(basis_path, BASIS_COLUMNS)
        self.names = {}
        self.pairs_of = {}
        self.games = {}  # (round, frozenset of the pair's players) -> the pairings row
        for line, row in enumerate(self.rows, start=2):
            where = f"{pairings_path} line {line}"
            n = number(row["round"], f"{where}, round")
            first = number(row["first_id"], f"{where}, first_id")
            second = number(row["second_id"], f"{where}, second_id") if row["second_id"] else None
            self.names.setdefault(first, row["first"])
            if second is not None:
                self.names.setdefault(second, row["second"])
            self.pairs_of.setdefault(n, []).append((first, second))
            self.games[(n, frozenset((first, second)))] = row

    def name(self, player):
        if player is None:
            return "the bye"
        return self.names.get(player) or f"player {player}"

    def pairs(self, pairs):
        shown = [
            f"{self.name(a)} - {self.name(b)}" if b is not None else f"{self.name(a)} (bye)" for a, b in pairs
        ]
        return "; ".join(sorted(shown))


def score_problems(season):
    """Each pairings row against itself: its status, both reports and the score that counts."""
    problems = []
    for (n, _), row in season.games.items():
        first, second = number(row["first_id"], "first_id"), row["second_id"]
        game = f"round {n} {season.name(first)} - {season.name(int(second)) if second else 'the bye'}"
        reports = [row["first_report"], row["second_report"]]
        told = [r for r in reports if r]
        score = f"{row['first_vp']}-{row['second_vp']}" if row["first_vp"] or row["second_vp"] else ""
        status = row["status"]
        fine = {
            "bye": not second and not told and not score,
            "missing": bool(second) and not told and not score,
            "reported": len(told) == 1 and not score,
            "disputed": len(told) == 2 and told[0] != told[1] and not score,
            "confirmed": len(told) == 2 and told[0] == told[1] == score,
            "set": bool(score) and row["first_vp"] != "" and row["second_vp"] != "",
            "forfeit": bool(second) and not score,
            "late": bool(second) and bool(told) and not score,  # after the deadline: an organiser decides
        }.get(status, False)
        if not fine:
            problems.append(f"{game}: status {status!r} with reports {reports} and score {score or 'none'}")
    return problems


def basis_problems(season, n, results):
    """A round's counted results against the pairings file: each is a game of an earlier round,
    with the same result unless an organiser set one since (status ``set``)."""
    problems = []
    for r in results:
        key = (r.round, frozenset((r.first, r.second)))
        row = season.games.get(key)
        if r.second is None and row is None:  # a forfeit counted as a bye: the game of its winner
            row = next(
                (g for (m, players), g in season.games.items() if m == r.round and r.first in players), None
            )
        game = f"round {r.round} {season.name(r.first)} - {season.name(r.second)}"
        if row is None or r.round >= n:
            problems.append(f"round {n} counted a result of {game}, a game the pairings file does not hold")
            continue
        status = row["status"]
        if status == "set":
            continue
        if r.second is None:
            ok = status in ("bye", "forfeit")
        elif r.both_lost or r.forfeit:
            ok = status == "forfeit"
        else:
            oriented = (
                (r.first_vp, r.second_vp) if str(r.first) == row["first_id"] else (r.second_vp, r.first_vp)
            )
            ok = (
                status == "confirmed"
                and f"{oriented[0]}-{oriented[1]}" == f"{row['first_vp']}-{row['second_vp']}"
            )
        if not ok:
            vp = "" if row["first_vp"] == "" else f" {row['first_vp']}-{row['second_vp']}"
            problems.append(
                f"{game}: round {n} counted {r.first_vp}-{r.second_vp}, the pairings file has {status}{vp}"
            )
    return problems


def main(argv):
    if len(argv) != 4:
        raise BadInput(__doc__.strip())
    seed = read_seed(argv[1])
    season = Season(argv[2], argv[3])
    problems = score_problems(season)
    numbers = [number(row["round"], f"{argv[3]}, round") for row in season.rounds]
    if not numbers:
        problems.append(f"{argv[3]} holds no round: the file is cut short")
    expected_numbers = list(range(1, len(numbers) + 1))
    if numbers != expected_numbers:
        problems.append(
            f"the basis file's rounds are {numbers}: every round from 1 on must be there, once, in order"
        )
    unpaired = sorted(set(season.pairs_of) - set(numbers))
    if unpaired:
        problems.append(f"rounds {unpaired} of the pairings file have no row in the basis file")
    counted_before = set()
    circle = None
    for row in season.rounds:
        n, method = number(row["round"], "round"), row["method"]
        players = [number(x, f"round {n} players") for x in row["players"].split()]
        stored = season.pairs_of.get(n, [])
        seated = [p for pair in stored for p in pair if p is not None]
        if sorted(seated) != sorted(players):
            problems.append(
                f"round {n}: the pairings file seats {len(seated)} player(s) of the {len(players)} "
                "the round was paired from: the file is cut short or altered"
            )
        previous = [pair for r, pairs in season.pairs_of.items() if r < n for pair in pairs]
        results = [Result(text) for text in row["results"].split()]
        problems += basis_problems(season, n, results)
        counted = {(r.round, frozenset((r.first, r.second))) for r in results}
        if not counted_before <= counted:
            problems.append(f"round {n} lost results counted for an earlier round")
        counted_before = counted
        if method == "round-robin":
            circle = circle or players
            expected = round_robin(seed, n, circle, set(players))
            if norm(stored) != norm(expected):
                problems.append(
                    f"round {n} pairs: exported {season.pairs(stored)}; recomputed {season.pairs(expected)}"
                )
        elif method == "swiss" and row["pairing_version"] == "1":
            print(f"round {n}: paired by the earlier Swiss (before the matching): /league verify checks it")
        elif method == "swiss":
            version = number(row["pairing_version"], f"round {n} pairing_version")
            problems += swiss_problems(season, seed, n, row, players, previous, stored, version)
        else:
            print(f"round {n}: paired by hand, nothing for chance to check")
    for problem in problems:
        print(problem)
    print(f"checked {len(season.rounds)} rounds: {'MISMATCH' if problems else 'all match'}", file=sys.stderr)
    return 1 if problems else 0


def swiss_problems(season, seed, n, row, players, previous, stored, version):
    problems = []

    def differs(what, exported, recomputed, shown=None):
        if exported != recomputed:
            shown = shown or (lambda v: v)
            problems.append(f"round {n} {what}: exported {shown(exported)}; recomputed {shown(recomputed)}")

    def named(ids_):
        return ", ".join(season.name(p) for p in ids_)

    order = shuffled(seed, n, players)
    differs("order", ids(row["order"]), order, named)
    rule = tuple(number(x, f"round {n} points_rule") for x in row["points_rule"].split("/"))
    results = [Result(text) for text in row["results"].split()]
    listed = [number(part.split(":")[0], f"round {n} table") for part in row["table"].split()]
    table = standings(listed, results, rule)
    exported = [tuple(int(x) for x in part.split(":")) for part in row["table"].split()]
    differs("standings", exported, table)
    rank = {p: r for p, r, *_ in table}
    place = {p: i for i, p in enumerate(order)}
    ranked = sorted(order, key=lambda p: (rank.get(p, 0), place[p]))
    differs("ranking", ids(row["ranked"]), ranked, named)
    expected, rematches = swiss(ranked, previous, version)
    if norm(stored) != norm(expected):
        problems.append(
            f"round {n} pairs: exported {season.pairs(stored)}; recomputed {season.pairs(expected)}"
        )
        if version >= TIE_BROKEN and set(p for pair in stored for p in pair if p is not None) == set(ranked):
            meetings, byes = history(previous)
            mine, best = (
                total(ranked, meetings, byes, stored, version),
                total(ranked, meetings, byes, expected, version),
            )
            if mine[0] == best[0]:
                problems.append(
                    f"round {n}: tie on every criterion; the tie-break (the ranking) picks the recomputed"
                )
    differs("rematches", number(row["rematches"], f"round {n} rematches"), rematches)
    return problems


if __name__ == "__main__":
    try:
        status = main(sys.argv)
    except BadInput as error:
        print(f"verify_pairings: {error}", file=sys.stderr)
        status = 2
    except (ValueError, IndexError) as error:
        print(
            f"verify_pairings: the export cannot be read ({error}): is it the bot's export, unaltered?",
            file=sys.stderr,
        )
        status = 2
    sys.exit(status)
