import { appointmentSchema, type Appointment } from '@/lib/contract';
import { expectPaged, expectSuccess } from './expectations';
import { api } from './http-client';
import { as, type TestUser } from './users';

export async function readAppointment(user: TestUser, appointmentId: string): Promise<Appointment> {
  return expectSuccess(await api.get(`/appointments/${appointmentId}/`, as(user)), {
    status: 200,
    data: appointmentSchema,
  });
}

export async function listAppointments(user: TestUser, status?: string): Promise<Appointment[]> {
  const query = status === undefined ? {} : { status };
  return expectPaged(await api.get('/appointments/', { ...as(user), query }), appointmentSchema).items;
}
