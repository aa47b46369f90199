import { describe, expect, it } from "vitest";

import * as plans from "../../scripts/plans/geometry";

import { FLOOR, ROOF, WALL } from "./cabin";
import { heaterRange, saunaRange } from "./range";
import {
  cabinSizing,
  comfortableTop,
  effectiveVolume,
  heatUpMinutes,
  outputTable,
  recommendedOutput,
  roomVolume,
  sessionCost,
  suitableHeaters,
  UNINSULATED_M3_PER_M2,
} from "./sizing";

describe("roomVolume", () => {
  it("is width × depth × height in cubic metres", () => {
    expect(roomVolume({ width: 2000, depth: 2000, height: 2500 })).toBeCloseTo(10, 9);
    expect(roomVolume({ width: 1800, depth: 2100, height: 2400 })).toBeCloseTo(9.072, 9);
  });
});

describe("effectiveVolume, by the heater makers' rule", () => {
  // The worked examples of Harvia's installation manuals.
  it("counts a 1.6 m² glass door in a 10 m³ room as about 12 m³", () => {
    expect(effectiveVolume(10, 1.6, false)).toBeCloseTo(11.92, 2);
  });

  it("counts a 2 × 2 m brick wall in a 10 m³ room as about 15 m³", () => {
    expect(effectiveVolume(10, 4, false)).toBeCloseTo(14.8, 9);
  });

  it("counts a 10 m³ room with log walls as 15 m³", () => {
    expect(effectiveVolume(10, 0, true)).toBeCloseTo(15, 9);
  });

  it("leaves an insulated room as it is", () => {
    expect(effectiveVolume(7.3, 0, false)).toBe(7.3);
  });
});

describe("outputTable", () => {
  it("lists each output of our electric heaters once, smallest first", () => {
    const kws = outputTable.map((row) => row.kw);
    expect(kws).toEqual([...new Set(kws)].sort((a, b) => a - b));
    expect(kws.length).toBeGreaterThan(2);
  });

  it("matches Harvia's published volumes for the outputs it has", () => {
    const published: Record<number, [number, number]> = {
      4.5: [3, 6],
      6: [5, 8],
      6.8: [6, 10],
      8: [7, 12],
      9: [8, 14],
    };
    for (const row of outputTable) {
      if (published[row.kw]) expect(row.room).toEqual(published[row.kw]);
    }
  });

  it("gives each larger output a range that starts and ends no lower", () => {
    for (let i = 1; i < outputTable.length; i++) {
      expect(outputTable[i]!.room[0]).toBeGreaterThanOrEqual(outputTable[i - 1]!.room[0]);
      expect(outputTable[i]!.room[1]).toBeGreaterThanOrEqual(outputTable[i - 1]!.room[1]);
    }
  });
});

describe("recommendedOutput", () => {
  const table = [
    { kw: 4.5, room: [3, 6] as const },
    { kw: 6, room: [5, 8] as const },
    { kw: 8, room: [7, 12] as const },
  ];

  it("spans every output whose room volume holds the volume below its top fifth", () => {
    expect(recommendedOutput(5.2, table)).toEqual({ minKw: 4.5, maxKw: 6, nearTop: false });
    // 5.5 m³ is in the top fifth of 3–6 m³: the 4.5 kW heater would have nothing in reserve.
    expect(recommendedOutput(5.5, table)).toEqual({ minKw: 6, maxKw: 6, nearTop: false });
    expect(recommendedOutput(7.5, table)).toEqual({ minKw: 8, maxKw: 8, nearTop: false });
    expect(recommendedOutput(3, table)).toEqual({ minKw: 4.5, maxKw: 4.5, nearTop: false });
  });

  it("takes the smallest output that covers the room where none leaves headroom", () => {
    // 11.5 m³ is in the top fifth of 7–12 m³, and no output of the table is larger.
    expect(recommendedOutput(11.5, table)).toEqual({ minKw: 8, maxKw: 8, nearTop: true });
    expect(recommendedOutput(12, table)).toEqual({ minKw: 8, maxKw: 8, nearTop: true });
    // In the top fifth of both outputs' range: the smaller of the two is taken.
    const overlapping = [
      { kw: 6, room: [5, 8] as const },
      { kw: 7, room: [5, 8] as const },
    ];
    expect(recommendedOutput(7.8, overlapping)).toEqual({ minKw: 6, maxKw: 6, nearTop: true });
  });

  it("has no answer outside the table", () => {
    expect(recommendedOutput(2, table)).toBeUndefined();
    expect(recommendedOutput(12.5, table)).toBeUndefined();
  });
});

describe("suitableHeaters", () => {
  it("offers each heater only within its maker's minimum and maximum", () => {
    for (const volume of [2, 3, 4.2, 6, 7.5, 10, 13, 14, 20]) {
      for (const { heater, kw } of suitableHeaters(volume)) {
        const room =
          heater.spec.fuel === "wood"
            ? heater.spec.room
            : heater.spec.outputs.find((row) => row.kw === kw)!.room;
        expect(volume).toBeGreaterThanOrEqual(room[0]);
        expect(volume).toBeLessThanOrEqual(room[1]);
      }
    }
  });

  it("offers every heater output that suits", () => {
    const volume = 7.5;
    const holds = (room: readonly [number, number]) =>
      volume >= room[0] && volume <= room[1] - 0.2 * (room[1] - room[0]);
    const expected = heaterRange.flatMap((heater) =>
      heater.spec.fuel === "electric"
        ? heater.spec.outputs.filter((row) => holds(row.room)).map((row) => row.kw)
        : holds(heater.spec.room)
          ? [0]
          : [],
    );
    expect(suitableHeaters(volume)).toHaveLength(expected.length);
  });

  it("offers nothing for a room no heater of ours covers", () => {
    expect(suitableHeaters(40)).toEqual([]);
  });

  it("offers the largest heater near the top of its range where none leaves headroom", () => {
    const largest = outputTable.at(-1)!;
    const volume = (comfortableTop(largest.room) + largest.room[1]) / 2;
    const offered = suitableHeaters(volume);
    expect(offered.length).toBeGreaterThan(0);
    for (const { kw } of offered) expect(kw).toBe(largest.kw);
    expect(recommendedOutput(volume)).toEqual({
      minKw: largest.kw,
      maxKw: largest.kw,
      nearTop: true,
    });
  });
});

describe("heatUpMinutes", () => {
  const row = { kw: 8, room: [7, 12] as const };

  it("is about an hour at the top of the heater's range", () => {
    expect(heatUpMinutes(12, row)).toBe(60);
  });

  it("is shorter for a smaller room, but never under half an hour", () => {
    expect(heatUpMinutes(9, row)).toBe(45);
    expect(heatUpMinutes(3, row)).toBe(30);
  });
});

describe("sessionCost", () => {
  it("charges full power while heating and half power while holding", () => {
    // 8 kW × 1 h + 8 kW × 0.5 × 1 h = 12 kWh; at R 3.50 that is R 42.
    const { kwh, rand } = sessionCost({ kw: 8, heatUpMin: 60, sessionMin: 60, randPerKwh: 3.5 });
    expect(kwh).toBeCloseTo(12, 9);
    expect(rand).toBeCloseTo(42, 9);
  });

  it("costs nothing at a tariff of nothing", () => {
    expect(sessionCost({ kw: 6, heatUpMin: 45, sessionMin: 30, randPerKwh: 0 }).rand).toBe(0);
  });
});

describe("cabinSizing", () => {
  it.each(saunaRange.map((sauna) => [sauna.name, sauna] as const))(
    "sizes the %s's heater for its room inside the walls, roof and floor, and its glass",
    (_, { model }) => {
      const sizing = cabinSizing(model);
      const inside =
        (model.width - 2 * WALL) * (model.depth - 2 * WALL) * (model.height - ROOF - FLOOR);
      expect(sizing.volume).toBeCloseTo(inside / 1e9, 6);
      const glass = plans
        .frontOpenings(model)
        .reduce((sum, { x0, x1, y0, y1 }) => sum + ((x1 - x0) / 1000) * ((y1 - y0) / 1000), 0);
      expect(sizing.glassM2).toBeCloseTo(glass, 6);
      expect(sizing.effective).toBeCloseTo(inside / 1e9 + UNINSULATED_M3_PER_M2 * glass, 6);
      expect(sizing.output).toEqual(recommendedOutput(sizing.effective));
    },
  );
});
